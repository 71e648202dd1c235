import { configure } from '@testing-library/react';

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
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}
