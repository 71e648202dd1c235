import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { passwordSchema, personNameSchema } from '@fieldbook/domain';
import { issuesToFields } from './zod-issues';

const schema = z.object({
  name: z.string().trim().min(1).max(3),
  code: z.string().min(4),
  email: z.string().email(),
  count: z.number().min(2).max(5),
  kind: z.enum(['a', 'b']),
  person: personNameSchema,
  password: passwordSchema,
  nested: z.object({ id: z.string().uuid() }),
});

describe('zod issues → catalogue keys', () => {
  it.each([
    ['name', { name: '' }, { key: 'gen.validations.required' }],
    ['name', { name: 'abcd' }, { key: 'gen.validations.maxlength', params: { max: 3 } }],
    ['code', { code: 'ab' }, { key: 'gen.validations.minlength', params: { min: 4 } }],
    ['code', {}, { key: 'gen.validations.required' }],
    ['code', { code: 12 }, { key: 'gen.validations.invalid_type' }],
    ['email', { email: 'nope' }, { key: 'gen.validations.email' }],
    ['count', { count: 1 }, { key: 'gen.validations.min', params: { min: 2 } }],
    ['count', { count: 9 }, { key: 'gen.validations.max', params: { max: 5 } }],
    ['kind', { kind: 'c' }, { key: 'gen.validations.invalid_option' }],
    ['person', { person: 'X1' }, { key: 'gen.validations.person_name' }],
    ['password', { password: 'lettersonly' }, { key: 'gen.validations.password' }],
    ['nested.id', { nested: { id: 'x' } }, { key: 'gen.validations.uuid' }],
  ])('%s of %j → %j', (field, input, expected) => {
    const result = schema.safeParse(input, { reportInput: true });
    expect(result.success).toBe(false);
    if (!result.success) expect(issuesToFields(result.error.issues)[field]).toEqual(expected);
  });
});
