import { errors, type AppError } from '../errors/app-error';

/** What the multipart parser (busboy and @fastify/multipart) throws for a body it cannot read. */
const PARSER_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unsupported Content-Type\.$/,
  /^Missing Content-Type-header\.$/,
  /unexpected end of multipart data$/i,
  /^Malformed part header$/,
];
const PARSER_CODES = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_MP_PREMATURE_CLOSE',
]);

/**
 * A 422 naming the upload's `file` field when an error is the multipart parser refusing a malformed body
 * (no boundary, truncated, garbage), so every upload and import call answers it alike instead of with a 500.
 */
export function malformedMultipartError(error: Error & { code?: string }): AppError | null {
  const fromParser =
    (error.code !== undefined && PARSER_CODES.has(error.code)) ||
    PARSER_MESSAGES.some((pattern) => pattern.test(error.message));
  return fromParser ? errors.validation({ file: { key: 'gen.validations.multipart' } }) : null;
}
