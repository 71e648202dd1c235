export * from './import.schema';
export * from './suggest-mapping';
