export * from './list-columns';
export * from './list-query-error';
export * from './translate';
export * from './list-answer';
