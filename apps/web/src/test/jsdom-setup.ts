// IndexedDB, which jsdom lacks: Dexie reads it when first imported, and screen tests share one module graph, so it
// must exist before any test file imports the runner's database.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import type { i18n } from 'i18next';
import { setI18n } from 'react-i18next';
import { afterEach } from 'vitest';

// Lazily loaded pieces (the rich-text editor's chunk) can take over a second to import on a busy two-core CI
// machine; testing-library's default wait of 1 s then fails a test that is right.
configure({ asyncUtilTimeout: 5_000 });

// Browser APIs that jsdom lacks and Mantine reads (colour scheme, element sizes, scrolling), for every web test.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  addListener: () => undefined,
  removeListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => undefined;
// CSS.escape, which the data table uses to find the row to scroll back to: escape everything not a word character.
globalThis.CSS ??= { escape: (text: string) => text.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}

// Test files share one module graph (isolate: false). A file starts with no global i18next instance, as it would in
// a graph of its own (an earlier file's test instance would otherwise translate keys this file expects raw) ...
setI18n(undefined as unknown as i18n);

// ... and each test leaves an empty page and storage behind.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=', 1).join('').trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
