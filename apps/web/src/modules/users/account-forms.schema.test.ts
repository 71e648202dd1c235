import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, generalInfoFormSchema } from './account-forms.schema';

describe('generalInfoFormSchema', () => {
  it('turns empty inputs into null', () => {
    expect(generalInfoFormSchema.parse({ mobile: '', gender: '', birth_date: '' })).toEqual({
      mobile: null,
      gender: null,
      birth_date: null,
    });
  });

  it('still applies the domain rules to given values', () => {
    expect(
      generalInfoFormSchema.safeParse({ mobile: 'call me', gender: null, birth_date: null }).success,
    ).toBe(false);
    expect(
      generalInfoFormSchema.parse({ mobile: '+49 30 1234', gender: 'female', birth_date: '1990-02-01' }),
    ).toEqual({
      mobile: '+49 30 1234',
      gender: 'female',
      birth_date: '1990-02-01',
    });
  });
});

describe('changePasswordFormSchema', () => {
  it('requires the confirmation to match', () => {
    const result = changePasswordFormSchema.safeParse({
      current_password: 'old',
      new_password: 'secret123',
      confirm_password: 'secret124',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['confirm_password']);
  });
});
