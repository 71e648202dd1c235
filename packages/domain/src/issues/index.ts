export * from './issue-category.schema';
export * from './issue.schema';
export * from './inspection-issue.schema';
export * from './issue-export.schema';
