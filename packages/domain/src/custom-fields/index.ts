export * from './field-types';
export * from './custom-field.schema';
export * from './field-values';
export * from './decimal-config';
export * from './editor-state';
export * from './save-fields';
