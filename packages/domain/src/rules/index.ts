export * from './rule-set.schema';
