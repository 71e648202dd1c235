export * from './template-api.schema';
export * from './folder-api.schema';
export * from './entity-api.schema';
export * from './global-response-api.schema';
export * from './translation-api.schema';
