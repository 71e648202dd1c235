/** A leading character a spreadsheet would read as a formula: such a field is guarded with a quote mark. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** What makes a field need quotes: a comma, quote, line break or leading/trailing space (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

function textField(text: string): string {
  const guarded = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/**
 * One CSV field: quoted when it holds a comma, quote, line break or leading/trailing space (RFC 4180), a leading
 * formula character guarded. Numbers and switches take a short way: their text never needs quotes.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (typeof value) {
    case 'string':
      return textField(value);
    case 'number': {
      const text = String(value);
      return value < 0 ? `'${text}` : text;
    }
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      return textField(value instanceof Date ? value.toISOString() : JSON.stringify(value));
    default:
      return textField(String(value));
  }
}

/** One CSV line with CRLF ending, the way spreadsheet programs expect it. */
export function csvLine(values: readonly unknown[]): string {
  let line = '';
  for (let i = 0; i < values.length; i += 1)
    line += i === 0 ? csvField(values[i]) : `,${csvField(values[i])}`;
  return `${line}\r\n`;
}
