import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { errors } from '../errors/app-error';
import { issuesToFields } from '../errors/zod-issues';

/**
 * Validates request parts with their zod schemas; failures become 422 `_VALIDATION_FAILED` with a
 * field→message map (inputs are reported so an empty value reads as "required").
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: errors.validation(issuesToFields(result.error.issues)) };
  };
