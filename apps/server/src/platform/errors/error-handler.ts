import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ApiError } from '@fieldbook/domain';
import { translate } from '../i18n/i18n';
import { requestLanguage } from '../i18n/request-language';
import { ListQueryError } from '../list-query/list-query-error';
import { listQueryValidationError } from '../list-query/list-query-fields';
import { malformedMultipartError } from '../uploads/malformed-multipart';
import { setRateLimitHeaders } from '../http/rate-limit-headers';
import { AppError } from './app-error';

/** Renders an AppError as the spec's envelope in the caller's language. */
export function errorEnvelope(request: FastifyRequest, error: AppError): ApiError {
  const lang = requestLanguage(request);
  const fields = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([field, m]) => [field, translate(lang, m.key, m.params)]),
      )
    : null;
  return {
    message: translate(lang, error.messageKey, error.params),
    error_code: error.code,
    data: fields ?? error.data,
  };
}

/** Sends an AppError; used by the error handler and by hooks that answer before a route runs. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const retryAfter = error.status === 429 ? error.data?.retry_after : undefined;
  if (typeof retryAfter === 'number') {
    reply.header('retry-after', String(retryAfter));
    const limit = error.data?.limit;
    if (typeof limit === 'number')
      setRateLimitHeaders(reply, { limit, remaining: 0, resetSeconds: retryAfter });
  }
  return reply
    .status(error.status)
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(request, error));
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ListQueryError) return listQueryValidationError(error.fields);
  const multipart = malformedMultipartError(error);
  if (multipart) return multipart;
  const status = error.statusCode ?? 500;
  if (status === 404) return new AppError(404, ERROR_CODES.routeNotFound, 'errors.route_not_found');
  if (status === 429)
    return new AppError(429, ERROR_CODES.rateLimited, 'errors.rate_limited', { minutes: 1 });
  if (status === 415 || status === 413 || (status >= 400 && status < 500)) {
    return new AppError(status, ERROR_CODES.validation, 'errors.bad_request');
  }
  return new AppError(500, ERROR_CODES.internal, 'errors.internal');
}

/** Installs the one error handler: every failure becomes `{ message, error_code, data }`, never a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, appError);
  });
}
