export { CustomFieldsEditor } from './custom-fields-editor';
export type { CustomFieldsEditorProps, StaticField } from './custom-fields-editor-types';
export { customFieldMessage } from './field-messages';
export { FieldTypeIcon } from './field-type-icon';
