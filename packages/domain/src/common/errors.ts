import { z } from 'zod';

/** Error codes the API answers with; the web reacts to some of them by code, so they are a contract. */
export const ERROR_CODES = {
  unauthenticated: 'USR_UNAUTHENTICATED',
  userNotExist: 'USR_USER_NOT_EXIST',
  twoFactorRequired: 'USR_2FA',
  invalidCredentials: 'USR_INVALID_CREDENTIALS',
  invalidCode: 'USR_INVALID_2FA_CODE',
  invalidToken: 'USR_INVALID_TOKEN',
  ssoRequired: 'AUTH_SSO_REQUIRED',
  forbidden: 'USR_FORBIDDEN',
  planFeatureRequired: 'PLN_FEATURE_REQUIRED',
  planUserLimit: 'PLN_USER_LIMIT',
  csrf: 'SEC_CSRF_INVALID',
  rateLimited: 'SEC_RATE_LIMITED',
  notFound: '_OBJECT_NOT_FOUND',
  routeNotFound: '_ROUTE_NOT_FOUND',
  validation: '_VALIDATION_FAILED',
  revisionMismatch: 'CKL_REVISION_NOT_MATCH',
  notPublishable: 'CKL_NOT_PUBLISHABLE',
  workspaceNotFound: 'WSP_NOT_FOUND',
  assignmentFinished: 'AST_ASSIGNMENT_FINISHED',
  restrictedInProgress: 'AST_RESTRICTED_IN_PROGRESS',
  internal: '_INTERNAL_ERROR',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The one error envelope every failed API call answers with (ARCHITECTURE principle 5). */
export const apiErrorSchema = z.object({
  message: z.string(),
  error_code: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Envelope of a successful mutation that carries a message the web shows as a success toast. */
export const apiMessageSchema = z.object({
  message: z.string().optional(),
  data: z.unknown().optional(),
});
export type ApiMessage = z.infer<typeof apiMessageSchema>;
