export * from './site-structure.schema';
export * from './site-search.schema';
