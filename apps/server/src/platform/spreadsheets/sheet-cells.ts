/** How a cell's `<v>` becomes the text a user sees. */
export interface CellContext {
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
  sharedString: (index: number) => string;
}

/** Column number (1-based) of a cell reference such as `B7`; null when the reference has no column letters. */
export function columnOf(reference: string): number | null {
  let column = 0;
  let i = 0;
  for (; i < reference.length && i < 4; i += 1) {
    const code = reference.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return i === 0 ? null : column;
}

/** A date as the import shows it: YYYY-MM-DD, with THH:mm when it has a time of day. */
export function dateText(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 16);
}

/** Excel's serial day number (from 1899-12-30, or 1904-01-01 in 1904 workbooks) as a date. */
export function serialDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
}

/**
 * The text of a cell from its type (`t`), style (`s`) and value: shared strings looked up, booleans as
 * true/false, numbers in a date style as dates, errors blank, other values as written.
 */
export function cellValueText(type: string, style: number, value: string, context: CellContext): string {
  switch (type) {
    case 's':
      return context.sharedString(Number(value));
    case 'b':
      return value === '1' ? 'true' : 'false';
    case 'e':
      return '';
    case 'n': {
      if (value.trim() === '') return '';
      const number = Number(value);
      if (Number.isNaN(number)) return value;
      return context.dateStyles.has(style) ? dateText(serialDate(number, context.date1904)) : String(number);
    }
    default:
      return value;
  }
}
