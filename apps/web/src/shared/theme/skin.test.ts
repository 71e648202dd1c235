import { colorSchemeOf } from '@fieldbook/domain/common/languages';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hasDarkChrome, parseSkin, storedSkin, useSkin } from './skin';

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

describe('the skin chosen in the browser', () => {
  afterEach(() => localStorage.clear());

  it('is remembered in storage and told to the server in a cookie (ADR 182)', () => {
    const { result } = renderHook(() => useSkin());
    expect(result.current[0]).toBe('semi-dark');
    act(() => result.current[1]('dark'));
    expect(result.current[0]).toBe('dark');
    expect(storedSkin()).toBe('dark');
    expect(document.cookie).toContain('fieldbook.skin=dark');
  });
});
