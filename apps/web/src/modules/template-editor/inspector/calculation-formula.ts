/**
 * The formula of a calculation as the author reads and writes it: `{1}` is the first of the questions used,
 * `{2}` the second. The stored formula keeps item ids (`{uuid}`), which the rules engine, the server and the
 * app read; only the inspector's text field shows numbers (ADR 162).
 */

const REFERENCE = /\{([^{}]*)\}/g;

/** The stored formula with every reference to a question used written as its 1-based position. */
export function formulaForDisplay(stored: string, items: readonly string[]): string {
  return stored.replace(REFERENCE, (whole, name: string) => {
    const index = items.indexOf(name.trim());
    return index < 0 ? whole : `{${index + 1}}`;
  });
}

/** The typed formula with every `{n}` in range of the questions used turned back into that question's id. */
export function formulaFromDisplay(typed: string, items: readonly string[]): string {
  return typed.replace(REFERENCE, (whole, name: string) => {
    const text = name.trim();
    if (!/^\d+$/.test(text)) return whole;
    const id = items[Number(text) - 1];
    return id === undefined ? whole : `{${id}}`;
  });
}

/** The formula the inspector fills in when questions are picked: their sum, or 0 for none. */
export function sumFormula(items: readonly string[]): string {
  return items.map((id) => `{${id}}`).join(' + ') || '0';
}
