export * from './users';
export * from './platform';
export * from './workspaces';
export * from './roles';
export * from './activity-log';
