import { describe, expect, it } from 'vitest';
import { asHtml, fontName } from './as-html';

describe('asHtml', () => {
  it.each([
    ['', ''],
    ['<p>kept</p>', '<p>kept</p>'],
    ['Wear gloves\nand boots', '<p>Wear gloves</p><p>and boots</p>'],
    ['<5 bar & "hot"', '<p>&lt;5 bar &amp; &quot;hot&quot;</p>'],
  ])('%j → %j', (value, html) => {
    expect(asHtml(value)).toBe(html);
  });
});

describe('fontName', () => {
  it.each([
    ['"Times New Roman"', 'Times New Roman'],
    ["'Georgia'", 'Georgia'],
    ['Arial', 'Arial'],
    [undefined, ''],
  ])('%j → %j', (value, name) => {
    expect(fontName(value)).toBe(name);
  });
});
