import { buffer } from 'node:stream/consumers';
import archiver from 'archiver';
import { describe, expect, it } from 'vitest';
import { unzipAll } from '../../test/export-readers';
import { gatherCentralDirectory } from './zip-central-directory';

const date = new Date('2026-01-02T03:04:05Z');
const nameOf = (i: number) => `media/${String(i).padStart(6, '0')}-${i % 2 ? 'é' : 'e'}-photo.jpg`;

/** A stored ZIP of `count` small entries, ASCII names and UTF-8 ones, enough for a directory of several chunks. */
async function zipOf(count: number, gathered: boolean): Promise<Buffer> {
  const archive = archiver('zip', { store: true });
  if (gathered) gatherCentralDirectory(archive);
  const bytes = buffer(archive);
  for (let i = 0; i < count; i += 1) archive.append(Buffer.from(`photo ${i}`), { name: nameOf(i), date });
  await archive.finalize();
  return bytes;
}

describe('gatherCentralDirectory', () => {
  it('writes the same bytes as archiver alone', async () => {
    const [plain, gathered] = await Promise.all([zipOf(3000, false), zipOf(3000, true)]);
    expect(gathered.equals(plain)).toBe(true);
    const entries = await unzipAll(gathered);
    expect(entries.size).toBe(3000);
    expect(entries.get(nameOf(2999))?.toString()).toBe('photo 2999');
    expect(entries.get(nameOf(2998))?.toString()).toBe('photo 2998');
  });

  it('leaves an empty ZIP as archiver writes it', async () => {
    const [plain, gathered] = await Promise.all([zipOf(0, false), zipOf(0, true)]);
    expect(gathered.equals(plain)).toBe(true);
  });
});
