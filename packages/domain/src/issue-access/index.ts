export * from './issue-access.schema';
