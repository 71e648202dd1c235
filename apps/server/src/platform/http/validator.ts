import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { errors } from '../errors/app-error';
import { issuesToFields } from '../errors/zod-issues';
import { unsafeTextFields } from './unsafe-text';

/**
 * Validates request parts with their zod schemas; failures become 422 `_VALIDATION_FAILED` with a
 * field→message map (inputs are reported so an empty value reads as "required"). Every string of every part
 * is first checked for NUL characters and lone surrogates, which no schema allows and PostgreSQL cannot store.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const unsafe = unsafeTextFields(data);
    if (unsafe) return { error: errors.validation(unsafe) };
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: errors.validation(issuesToFields(result.error.issues)) };
  };
