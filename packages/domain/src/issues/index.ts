export * from './issue-category.schema';
export * from './issue.schema';
