/** The parts of a zod 4 issue that decide which message a field shows. */
export interface ValidationIssue {
  code: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  input?: unknown;
  message?: string;
}

/** An i18n key (namespace:key) with interpolation values. */
export interface MessageKey {
  key: string;
  values?: Record<string, unknown>;
}

const EMPTY = new Set<unknown>([undefined, null, '']);

/** Maps a zod issue to the product's validation message key (spec keys gen.validations.*). */
export function validationMessage(
  issue: ValidationIssue,
  formatKeys: Record<string, string> = {},
): MessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return {
        key: EMPTY.has(issue.input)
          ? 'common:gen.validations.required'
          : 'common:gen.validations.invalidType',
      };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1)
        return { key: 'common:gen.validations.required' };
      if (issue.origin === 'string')
        return { key: 'common:gen.validations.minlength', values: { count: Number(issue.minimum) } };
      return { key: 'common:gen.validations.min', values: { count: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string')
        return { key: 'common:gen.validations.maxlength', values: { count: Number(issue.maximum) } };
      return { key: 'common:gen.validations.max', values: { count: Number(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'common:gen.validations.email' };
      if (issue.format === 'date') return { key: 'common:gen.validations.date' };
      return { key: formatKeys[issue.format ?? ''] ?? 'common:gen.validations.invalid' };
    case 'custom':
      // Refinements in web schemas carry an i18n key as their message.
      return {
        key: issue.message && issue.message.includes(':') ? issue.message : 'common:gen.validations.invalid',
      };
    default:
      return { key: 'common:gen.validations.invalid' };
  }
}
