/** Query key of the signed-in user (GET /user/auth); null data means signed out. */
export const AUTH_QUERY_KEY = ['auth'] as const;

/** The session check's API path (under /api); the start-up script and the first screen ask it too. */
export const AUTH_PATH = '/user/auth';
