import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from './language';
import { setupI18n } from './i18n';

describe('setupI18n', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts in the stored language without writing it back, and remembers a later change', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const write = vi.spyOn(Storage.prototype, 'setItem');
    await setupI18n();
    expect(i18next.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(write).not.toHaveBeenCalled();
    await i18next.changeLanguage('fr');
    expect(write).toHaveBeenCalledWith(LANGUAGE_STORAGE_KEY, 'fr');
    expect(document.documentElement.lang).toBe('fr');
    // The server draws a first screen in the language its cookie names (ADR 182).
    expect(document.cookie).toContain('fieldbook.language=fr');
  });

  it('starts once, however often it is asked', async () => {
    const init = vi.spyOn(i18next, 'init');
    expect(await setupI18n()).toBe(await setupI18n());
    expect(init).not.toHaveBeenCalled();
  });
});
