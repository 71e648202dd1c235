import { colorSchemeOf } from '@fieldbook/domain/common/languages';
import { describe, expect, it } from 'vitest';
import { hasDarkChrome, parseSkin } from './skin';

describe('skins', () => {
  it.each([
    ['light', 'light', 'light', false],
    ['semi-dark', 'semi-dark', 'light', true],
    ['dark', 'dark', 'dark', true],
    ['purple', 'semi-dark', 'light', true],
    [null, 'semi-dark', 'light', true],
  ] as const)('%s → skin %s, content %s, dark chrome %s', (stored, skin, scheme, darkChrome) => {
    const parsed = parseSkin(stored);
    expect(parsed).toBe(skin);
    expect(colorSchemeOf(parsed)).toBe(scheme);
    expect(hasDarkChrome(parsed)).toBe(darkChrome);
  });
});
