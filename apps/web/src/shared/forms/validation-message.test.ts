import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationMessage, type ValidationIssue } from './validation-message';

function firstIssue(schema: z.ZodType, value: unknown): ValidationIssue {
  let seen: ValidationIssue | undefined;
  const result = schema.safeParse(value, {
    error: (issue) => {
      seen ??= issue as ValidationIssue;
      return undefined;
    },
  });
  // zod computes messages (and so calls the error map) when the issues are read.
  void result.error?.issues;
  if (!seen) throw new Error('expected an issue');
  return seen;
}

describe('validationMessage', () => {
  it.each([
    ['empty required string', z.string().min(1), '', 'common:gen.validations.required', undefined],
    ['missing value', z.string(), undefined, 'common:gen.validations.required', undefined],
    ['wrong type', z.string(), 5, 'common:gen.validations.invalidType', undefined],
    ['short', z.string().min(8), 'abc', 'common:gen.validations.minlength', { count: 8 }],
    ['long', z.string().max(125), 'x'.repeat(126), 'common:gen.validations.maxlength', { count: 125 }],
    ['email', z.string().email(), 'nope', 'common:gen.validations.email', undefined],
    ['date', z.iso.date(), '2020-13-45', 'common:gen.validations.date', undefined],
    ['regex', z.string().regex(/^\d+$/), 'x', 'common:gen.validations.invalid', undefined],
    ['number too small', z.number().min(3), 1, 'common:gen.validations.min', { count: 3 }],
  ])('%s', (_name, schema, value, key, values) => {
    expect(validationMessage(firstIssue(schema, value))).toEqual(values ? { key, values } : { key });
  });

  it('keeps an i18n key given by a refinement', () => {
    expect(validationMessage({ code: 'custom', message: 'users:validation.passwordsMatch' })).toEqual({
      key: 'users:validation.passwordsMatch',
    });
    expect(validationMessage({ code: 'custom', message: 'Invalid input' })).toEqual({
      key: 'common:gen.validations.invalid',
    });
  });

  it('lets a form name the message of a regex rule', () => {
    const issue = firstIssue(z.string().regex(/[0-9]/), 'abc');
    expect(validationMessage(issue, { regex: 'auth:validation.password' })).toEqual({
      key: 'auth:validation.password',
    });
  });
});
