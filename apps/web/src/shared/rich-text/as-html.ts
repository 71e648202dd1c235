const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Stored rich text as HTML: related-info texts written before rich text (ADR 164) are plain text, so
 * they become escaped paragraphs, one per line, instead of losing their line breaks.
 */
export function asHtml(value: string): string {
  if (value.trim() === '' || /^\s*<[a-z/]/i.test(value)) return value;
  return value
    .split(/\r?\n/)
    .map((line) => `<p>${line.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c)}</p>`)
    .join('');
}

/** A font-family value as the select lists it: browsers quote multi-word names when they read a style back. */
export function fontName(value: unknown): string {
  return typeof value === 'string' ? value.replace(/["']/g, '').trim() : '';
}
