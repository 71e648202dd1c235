import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/** Test-only builders of small real files, so type detection is tested on true signatures, not on names. */

const PAD = 12 * 1024;

function padded(head: Buffer, size = PAD): Buffer {
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

/** A zip archive with the given entries, stored as plain zips often are or deflated as Office files are. */
export function zipArchive(
  entries: Record<string, string | Buffer>,
  options: { deflate?: boolean } = {},
): Buffer {
  const method = options.deflate ? 8 : 0;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const packed = options.deflate ? deflateRawSync(data) : data;
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 16×16 RGBA PNG of one colour (about 90 bytes): the size of a favicon or a small logo. */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(16, 0);
  header.writeUInt32BE(16, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(16 * 4, 0x80)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 16 }, () => row)));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function officeFile(part: 'xl' | 'word', mainType: string): Buffer {
  const contentTypes = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}/main.xml" ContentType="${mainType}"/></Types>`;
  return zipArchive({
    '[Content_Types].xml': contentTypes,
    [`${part}/main.xml`]: `<root>${'x'.repeat(PAD)}</root>`,
  });
}

/** One sample per type the tests need, each at least 10 KB so only its type decides. */
export const testFiles = {
  png: () => padded(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')),
  jpeg: () => padded(Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex')),
  gif: () => padded(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1')),
  webp: () => {
    const file = padded(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'));
    file.writeUInt32LE(file.length - 8, 4);
    return file;
  },
  /** A GIF whose bytes also read as an HTML page with a script: harmless only when served as an image. */
  gifHtmlPolyglot: () =>
    padded(
      Buffer.from('GIF89a/*\x01\x00\x00\x00\x00*/=1;<html><script>parent.pwned=1</script></html>', 'latin1'),
    ),
  pdf: () => padded(Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1')),
  xlsx: () => officeFile('xl', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
  docx: () =>
    officeFile('word', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
  zip: () => zipArchive({ 'notes.bin': Buffer.alloc(PAD, 1) }),
  exe: () => padded(Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1')),
  csv: () => Buffer.from('asset_id,name,weight\n'.concat('A-1,Prüfstand Ü,12.5\n'.repeat(700))),
  text: (size = PAD) => padded(Buffer.from('Inspection notes — größer, naïve, 日本\n'), size),
  /** UTF-8 text that turns into invalid bytes after `at` bytes. */
  textThenBinary: (at: number) =>
    Buffer.concat([Buffer.alloc(at, 0x61), Buffer.from([0xc3, 0x28, 0xff]), Buffer.alloc(100, 0x61)]),
  textWithNul: () => padded(Buffer.from('name\0value\n')),
};
