import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it.each([
    ['Wear gloves', 'Wear gloves'],
    [
      '<p><strong>Wear</strong> gloves</p><ul><li><p>boots</p></li><li><p>hat</p></li></ul>',
      'Wear gloves boots hat',
    ],
    ['<p>a &amp; b</p><img src=x onerror="window.hit=1">', 'a & b'],
  ])('%j → %j', (html, text) => {
    expect(plainText(html)).toBe(text);
    expect((window as { hit?: number }).hit).toBeUndefined();
  });
});
