export * from './inspection.schema';
export * from './answer.schema';
export * from './change.schema';
export * from './inspection-api.schema';
export * from './answer-checks';
export * from './wall-clock';
export * from './location-answer';
export * from './report-model';
