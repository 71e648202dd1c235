import { fileTypeFromBuffer } from 'file-type';
import { isUtf8Text } from '../../platform/uploads';

/** Encodings a CSV file may come in: what spreadsheet programs save on the platforms our customers use. */
export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** What an import file holds, decided from its bytes, never from its name. */
export type SheetFormat = { kind: 'xlsx' } | { kind: 'csv'; encoding: CsvEncoding };

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Control characters other than tab, line feed, form feed and carriage return mark bytes as binary. */
const BINARY_CONTROL = /(?![\t\n\f\r])\p{Cc}/u;

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

/** Text encoding of a CSV sample: a byte-order mark first, then UTF-8 if it decodes, else Windows-1252 text. */
export function detectCsvEncoding(sample: Uint8Array, complete: boolean): CsvEncoding | null {
  if (startsWith(sample, [0xef, 0xbb, 0xbf])) return 'utf-8';
  if (startsWith(sample, [0xff, 0xfe])) return 'utf-16le';
  if (startsWith(sample, [0xfe, 0xff])) return 'utf-16be';
  if (isUtf8Text(sample, complete)) return 'utf-8';
  const text = new TextDecoder('windows-1252').decode(sample);
  return BINARY_CONTROL.test(text) ? null : 'windows-1252';
}

/** XLSX by its zip signature and parts, or CSV when the bytes are text; null for anything else. */
export async function detectSheetFormat(sample: Uint8Array, complete: boolean): Promise<SheetFormat | null> {
  if (sample.length === 0) return null;
  const found = await fileTypeFromBuffer(sample);
  if (found) return found.mime === XLSX_MIME ? { kind: 'xlsx' } : null;
  const encoding = detectCsvEncoding(sample, complete);
  return encoding ? { kind: 'csv', encoding } : null;
}
