export * from './global-list.schema';
export * from './list-item.schema';
