import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from './sanitise-html';

describe('sanitiseRichText (ADR 165)', () => {
  it('keeps what the toolbar makes', () => {
    const html =
      '<p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s><br><span style="font-family: Georgia; font-size: 24px">e</span></p>' +
      '<ul><li>f</li></ul><ol><li><a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">g</a></li></ol>';
    expect(sanitiseRichText(html)).toBe(html);
  });

  it('keeps the quoted font names the editor writes', () => {
    expect(
      sanitiseRichText('<span style="font-family: &quot;Times New Roman&quot;; font-size: 24px;">x</span>'),
    ).toBe('<span style="font-family: &quot;Times New Roman&quot;; font-size: 24px">x</span>');
  });

  it.each([
    ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)"><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,hi">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<iframe src="https://example.org"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<h1>big</h1>', 'big'],
    ['<span style="color: red; font-size: 12px">x</span>', '<span style="font-size: 12px">x</span>'],
    ['<span style="background: url(javascript:alert(1))">x</span>', '<span>x</span>'],
    ['<p style="font-size: 12px">x</p>', '<p>x</p>'],
    ['<span class="x" id="y" data-z="1">x</span>', '<span>x</span>'],
  ])('%s → %s', (dirty, clean) => {
    expect(sanitiseRichText(dirty)).toBe(clean);
  });

  it('drops a target other than a new tab and forces safe rel on a new tab', () => {
    expect(sanitiseRichText('<a href="/help" target="_top" rel="opener">x</a>')).toBe(
      '<a href="/help" rel="opener">x</a>',
    );
    expect(sanitiseRichText('<a href="https://a.b" target="_blank">x</a>')).toBe(
      '<a href="https://a.b" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });
});
