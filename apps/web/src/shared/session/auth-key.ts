/** Query key of the signed-in user (GET /user/auth); null data means signed out. */
export const AUTH_QUERY_KEY = ['auth'] as const;
