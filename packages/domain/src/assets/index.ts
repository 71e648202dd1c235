export * from './asset-type.schema';
export * from './asset.schema';
export * from './asset-import';
