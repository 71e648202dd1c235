import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';

const LT = 0x3c;
const BANG = 0x21;

/** An XML part is refused unread: a declaration, comment or CDATA section, or a text or tag past the bound. */
export class UnsafeXmlError extends Error {
  constructor(reason: string) {
    super(`Workbook part refused: ${reason}`);
    this.name = 'UnsafeXmlError';
  }
}

/**
 * Checks the bytes before the parser sees them. Every tag starts with `<`, and text cannot hold a raw `<`, so
 * the distance between two `<` bounds what the parser may gather into one text or tag. `<!` (DOCTYPE, comments,
 * CDATA, none of which spreadsheet programs write in these parts) is refused, so no entity or section can grow
 * past that bound either.
 */
function tokenGuard(maxTokenBytes: number): (chunk: Buffer) => void {
  let run = 0;
  let afterLt = false;
  return (chunk) => {
    if (afterLt && chunk[0] === BANG) throw new UnsafeXmlError('markup declaration');
    let from = 0;
    for (let at = chunk.indexOf(LT); at !== -1; at = chunk.indexOf(LT, at + 1)) {
      if (run + at - from > maxTokenBytes) throw new UnsafeXmlError('token too long');
      if (chunk[at + 1] === BANG) throw new UnsafeXmlError('markup declaration');
      run = 0;
      from = at;
    }
    run += chunk.length - from;
    if (run > maxTokenBytes) throw new UnsafeXmlError('token too long');
    afterLt = chunk[chunk.length - 1] === LT;
  };
}

/**
 * Feeds one workbook part, streaming, to a SAX parser set up by `listen`, after each chunk giving the caller a
 * turn (`between`, e.g. to hand on the rows read so far). Memory stays at one chunk plus the largest token.
 */
export async function* parseXmlPart(
  bytes: Readable,
  listen: (parser: SaxesParser) => void,
  maxTokenBytes: number,
): AsyncGenerator<void> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  listen(parser);
  const guard = tokenGuard(maxTokenBytes);
  const text = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of bytes as AsyncIterable<Buffer>) {
      guard(chunk);
      parser.write(text.decode(chunk, { stream: true }));
      yield;
    }
    parser.write(text.decode());
    parser.close();
  } finally {
    bytes.destroy();
  }
}
