export * from './assignment.schema';
export * from './recurrence.schema';
export * from './recurrence';
export * from './rrule-text';
export * from './recurrence-words';
export * from './next-due';
export * from './my-inspections.schema';
