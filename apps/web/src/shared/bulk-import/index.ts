export { BulkImportWizard, type BulkImportWizardProps } from './bulk-import-wizard';
