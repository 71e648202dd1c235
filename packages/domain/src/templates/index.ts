export * from './ids';
export * from './item-types';
export * from './item-options.schema';
export * from './type-options.schema';
export * from './item.schema';
export * from './entities.schema';
export * from './rule-set-ref';
export * from './document.schema';
