import type { Readable } from 'node:stream';
import { SheetLimitError } from './sheet-limits';
import { parseXmlPart } from './xml-part';

const BLOCK_BYTES = 1024 * 1024;

/** Bounds of one workbook's shared strings. */
export interface SharedStringBounds {
  count: number;
  bytes: number;
  /** Characters of one string (no cell, hence no string a row can use, is longer). */
  chars: number;
}

/**
 * A workbook's shared strings held as UTF-8 bytes in 1 MB blocks with their offsets, not as JS strings: the
 * memory they take is their byte count plus 12 bytes a string, which is what the bounds limit.
 */
export class SharedStrings {
  private blocks: Buffer[] = [];
  private used = BLOCK_BYTES;
  private where = new Uint32Array(3 * 1024);
  private size = 0;
  private bytes = 0;

  constructor(private readonly bounds: SharedStringBounds) {}

  /** Adds the next string; passing either bound refuses the file. */
  add(text: string): void {
    if (this.size >= this.bounds.count) throw new SheetLimitError('shared_strings', this.bounds.count);
    const length = Buffer.byteLength(text);
    this.bytes += length;
    if (this.bytes > this.bounds.bytes) throw new SheetLimitError('shared_string_bytes', this.bounds.bytes);
    if (this.used + length > BLOCK_BYTES || this.blocks.length === 0) {
      this.blocks.push(Buffer.allocUnsafe(Math.max(BLOCK_BYTES, length)));
      this.used = 0;
    }
    const block = this.blocks.length - 1;
    this.blocks[block]?.write(text, this.used);
    if (3 * (this.size + 1) > this.where.length) {
      const grown = new Uint32Array(this.where.length * 2);
      grown.set(this.where);
      this.where = grown;
    }
    this.where.set([block, this.used, length], 3 * this.size);
    this.used += length;
    this.size += 1;
  }

  /** The string at an index, or '' for an index the workbook does not have. */
  get(index: number): string {
    if (!Number.isInteger(index) || index < 0 || index >= this.size) return '';
    const [block = 0, start = 0, length = 0] = this.where.subarray(3 * index, 3 * index + 3);
    return this.blocks[block]?.toString('utf8', start, start + length) ?? '';
  }

  get count(): number {
    return this.size;
  }
}

/**
 * Reads `xl/sharedStrings.xml`: each `<si>` is one string, the text of its `<t>` elements (plain or rich-text
 * runs) joined, phonetic guides (`<rPh>`) left out.
 */
export async function readSharedStrings(
  part: Readable,
  bounds: SharedStringBounds,
  maxTokenBytes: number,
): Promise<SharedStrings> {
  const strings = new SharedStrings(bounds);
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  const steps = parseXmlPart(
    part,
    (parser) => {
      parser.on('opentag', (tag) => {
        if (tag.name === 'si') current = '';
        else if (tag.name === 'rPh') phonetic += 1;
        else if (tag.name === 't') inText = phonetic === 0 && current !== null;
      });
      parser.on('text', (text) => {
        if (!inText || current === null) return;
        current += text;
        if (current.length > bounds.chars) throw new SheetLimitError('row_length', bounds.chars);
      });
      parser.on('closetag', (tag) => {
        if (tag.name === 't') inText = false;
        else if (tag.name === 'rPh') phonetic -= 1;
        else if (tag.name === 'si' && current !== null) {
          strings.add(current);
          current = null;
        }
      });
    },
    maxTokenBytes,
  );
  for await (const _ of steps);
  return strings;
}
