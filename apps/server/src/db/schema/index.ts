export * from './users';
export * from './platform';
export * from './workspaces';
export * from './roles';
export * from './activity-log';
export * from './groups';
export * from './saved-queries';
export * from './invitations';
