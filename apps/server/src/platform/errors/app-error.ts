import { ERROR_CODES, type ErrorCode, type FeatureKey, type PlanKey } from '@fieldbook/domain';
import type { MessageKey, MessageParams } from '../i18n/i18n';

/** A field's failure as a catalogue key, localised when the answer is written. */
export interface FieldMessage {
  key: MessageKey;
  params?: MessageParams;
}

/**
 * The one error type guards and services throw; the error handler turns it into the spec's envelope
 * `{ message, error_code, data }` in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | string,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly data: Record<string, unknown> | null = null,
    readonly fields: Record<string, FieldMessage> | null = null,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

/** Factories for the errors the platform answers with, so status, code and message always travel together. */
export const errors = {
  unauthenticated: () => new AppError(401, ERROR_CODES.unauthenticated, 'errors.unauthenticated'),
  forbidden: () => new AppError(403, ERROR_CODES.forbidden, 'errors.forbidden'),
  planFeatureRequired: (feature: FeatureKey, plan: PlanKey, planLabel: string) =>
    new AppError(
      403,
      ERROR_CODES.planFeatureRequired,
      'errors.plan_feature_required',
      { plan: planLabel },
      {
        plan,
        feature,
      },
    ),
  notFound: () => new AppError(404, ERROR_CODES.notFound, 'errors.not_found'),
  routeNotFound: () => new AppError(404, ERROR_CODES.routeNotFound, 'errors.route_not_found'),
  workspaceNotFound: () => new AppError(404, ERROR_CODES.workspaceNotFound, 'errors.workspace_not_found'),
  csrf: () => new AppError(403, ERROR_CODES.csrf, 'errors.csrf'),
  /** 429 naming the wait (seconds under two minutes, else minutes); `limit` feeds the RateLimit-* headers. */
  rateLimited: (retryAfterSeconds: number, limit?: { limit: number }, key?: 'auth.sign_in_locked') =>
    new AppError(
      429,
      ERROR_CODES.rateLimited,
      key ?? (retryAfterSeconds < 120 ? 'errors.rate_limited_seconds' : 'errors.rate_limited'),
      {
        seconds: retryAfterSeconds,
        minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
      },
      { retry_after: retryAfterSeconds, ...(limit && { limit: limit.limit }) },
    ),
  /** 422 with a field→message map; `code` lets a domain failure (e.g. a wrong code) keep its own error_code. */
  validation: (
    fields: Record<string, FieldMessage>,
    code: string = ERROR_CODES.validation,
    key: MessageKey = 'errors.validation',
  ) => new AppError(422, code, key, {}, null, fields),
};
