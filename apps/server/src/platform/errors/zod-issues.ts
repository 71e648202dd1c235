import type { z } from 'zod';
import { isMessageKey } from '../i18n/i18n';
import type { FieldMessage } from './app-error';

type Issue = z.core.$ZodIssue;

function isEmpty(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): FieldMessage {
  const small = issue.code === 'too_small';
  const bound = Number(small ? issue.minimum : issue.maximum);
  if (issue.origin === 'string') {
    if (small && bound <= 1) return { key: 'gen.validations.required' };
    return small
      ? { key: 'gen.validations.minlength', params: { min: bound } }
      : { key: 'gen.validations.maxlength', params: { max: bound } };
  }
  if (issue.origin === 'array' && small && bound <= 1) return { key: 'gen.validations.required' };
  return small
    ? { key: 'gen.validations.min', params: { min: bound } }
    : { key: 'gen.validations.max', params: { max: bound } };
}

const FORMAT_KEYS: Record<string, FieldMessage['key']> = {
  email: 'gen.validations.email',
  url: 'gen.validations.url',
  date: 'gen.validations.date',
  datetime: 'gen.validations.date',
  uuid: 'gen.validations.uuid',
};

/** Maps one zod issue to a catalogue key: a key given by the schema wins, otherwise the issue's kind decides. */
export function issueMessage(issue: Issue): FieldMessage {
  if (isMessageKey(issue.message) && issue.code !== 'invalid_type') {
    const sized =
      issue.code === 'too_small' || issue.code === 'too_big' ? sizeMessage(issue).params : undefined;
    return sized ? { key: issue.message, params: sized } : { key: issue.message };
  }
  if ('input' in issue && isEmpty(issue.input) && issue.code !== 'too_big')
    return { key: 'gen.validations.required' };
  switch (issue.code) {
    case 'invalid_type':
      return { key: 'gen.validations.invalid_type' };
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return { key: FORMAT_KEYS[issue.format] ?? 'gen.validations.pattern' };
    case 'invalid_value':
      return { key: 'gen.validations.invalid_option' };
    case 'unrecognized_keys':
      return { key: 'gen.validations.unknown_field' };
    default:
      return { key: 'gen.validations.pattern' };
  }
}

/**
 * Turns zod issues into the 422 answer's field→message map (first failure per field wins); unknown keys of a
 * strict object are each named as a field of their own.
 */
export function issuesToFields(issues: readonly Issue[]): Record<string, FieldMessage> {
  const fields: Record<string, FieldMessage> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        fields[[...issue.path, key].map(String).join('.')] ??= issueMessage(issue);
      continue;
    }
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[field] ??= issueMessage(issue);
  }
  return fields;
}
