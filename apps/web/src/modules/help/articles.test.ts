import { describe, expect, it } from 'vitest';
import { bannerFor, isArticle } from './articles';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { ARTICLES, HELP_BANNERS } from './articles';

describe('help articles and banners', () => {
  it('finds the banner of a page, exact paths and the settings area', () => {
    expect(bannerFor('/user/list')?.key).toBe('users');
    expect(bannerFor('/user/list/extra')).toBeUndefined();
    expect(bannerFor('/settings/assignment')?.key).toBe('settings');
    expect(bannerFor('/login')).toBeUndefined();
  });

  it('knows its article slugs only', () => {
    expect(isArticle('release-notes')).toBe(true);
    expect(isArticle('../etc')).toBe(false);
    expect(isArticle(undefined)).toBe(false);
  });

  it.each([
    ['en', en],
    ['de', de],
    ['fr', fr],
  ])('has every article and banner text in %s', (_lang, texts) => {
    for (const slug of ARTICLES) {
      const article = texts.articles[slug as keyof typeof texts.articles];
      expect(article.title.length).toBeGreaterThan(0);
      expect(article.paragraphs.length).toBeGreaterThan(0);
    }
    for (const banner of HELP_BANNERS) {
      expect(texts.banners[banner.key as keyof typeof texts.banners]?.length).toBeGreaterThan(0);
    }
  });
});
