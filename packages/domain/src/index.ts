export * from './common/errors';
export * from './common/languages';
export * from './permissions/catalogue';
export * from './permissions/ability';
export * from './plans/plans';
export * from './workspaces/workspace.schema';
export * from './auth/auth.schema';
export * from './list-query';
