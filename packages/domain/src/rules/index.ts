// Public API of the rules engine: rule-set schema, operators, actions, calculations, evaluator, validation.
export * from './rule-set.schema';
export * from './messages';
export * from './values';
export * from './date-values';
export * from './operators';
export * from './conditions';
export * from './actions';
export * from './expression';
export * from './dependency-graph';
export * from './calculations';
export * from './template-input';
export * from './references';
export * from './scoring';
export * from './program';
export * from './item-state';
export * from './engine';
export * from './answer-validation';
