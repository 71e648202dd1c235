import { describe, expect, it } from 'vitest';
import { remoteOptionLabel, remoteOptionsResponseSchema } from './remote-options.schema';

describe('remote options', () => {
  it('reads the data list and keeps extra fields', () => {
    const parsed = remoteOptionsResponseSchema.parse({ data: [{ id: 1, name: 'A', extra: true }] });
    expect(parsed.data[0]).toEqual({ id: 1, name: 'A', extra: true });
  });
  it('refuses an answer without data', () => {
    expect(remoteOptionsResponseSchema.safeParse({ list: [] }).success).toBe(false);
  });
  it.each([
    [{ id: 1, label: 'L', name: 'N' }, 'L'],
    [{ id: 1, name: 'N', title: 'T' }, 'N'],
    [{ id: 1, full_name: 'Ann Lee', email: 'a@x' }, 'Ann Lee'],
    [{ id: 1, name_lang: 'Admins' }, 'Admins'],
    [{ id: 'u7' }, 'u7'],
  ])('label of %j is %s', (option, label) => {
    expect(remoteOptionLabel(option)).toBe(label);
  });
});
