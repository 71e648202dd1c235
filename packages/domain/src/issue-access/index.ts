export * from './issue-access.schema';
export * from './issue-notification-preferences.schema';
