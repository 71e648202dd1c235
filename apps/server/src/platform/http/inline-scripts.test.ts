import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only', () => {
    const body = "document.documentElement.dataset.skin='dark'";
    const html = `<head><script type="module" src="/assets/app.js"></script><script>${body}</script><script> </script></head>`;
    const expected = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });
});
