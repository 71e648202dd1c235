import type archiver from 'archiver';

/** Bytes of central directory gathered into one write. */
const CENTRAL_CHUNK = 64 * 1024;

/** archiver's zip engine (compress-commons' ZipArchiveOutputStream) as far as its central directory goes. */
interface ZipEngine {
  offset: number;
  write(chunk: Buffer | string): boolean;
  end(): void;
  _finish(): void;
}

function engineOf(archive: archiver.Archiver): ZipEngine {
  const engine = (archive as unknown as { _module?: { engine?: Partial<ZipEngine> } })._module?.engine;
  if (typeof engine?._finish !== 'function' || typeof engine.write !== 'function')
    throw new Error('archiver: the zip engine is not the one this module knows');
  return engine as ZipEngine;
}

/**
 * Makes a ZIP's central directory leave in chunks of about 64 KB. compress-commons writes it in one synchronous
 * loop of about seventeen small writes per entry, none of which the reader can take before the loop ends: for
 * 20,001 entries that was 168 MB of buffers, write requests and callbacks in the heap at once, the ZIP export's
 * peak (ADR 222 addendum). Gathered, the same bytes are a few megabytes in a few dozen writes. The offsets the engine
 * counts (where the directory starts, its length, ZIP64 records) are kept as each header is gathered.
 */
export function gatherCentralDirectory(archive: archiver.Archiver): void {
  const engine = engineOf(archive);
  const finish = engine._finish;
  engine._finish = function gatheredFinish(this: ZipEngine) {
    const write = this.write;
    const end = this.end;
    let parts: Buffer[] = [];
    let size = 0;
    const flush = () => {
      if (size === 0) return;
      const chunk = Buffer.concat(parts, size);
      parts = [];
      size = 0;
      this.offset -= chunk.length;
      write.call(this, chunk);
    };
    // The engine counts a string (an ASCII name or comment) by its length and its stream encodes it as UTF-8.
    this.write = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      parts.push(bytes);
      size += bytes.length;
      this.offset += chunk.length;
      if (size >= CENTRAL_CHUNK) flush();
      return true;
    };
    this.end = () => {
      flush();
      this.write = write;
      this.end = end;
      end.call(this);
    };
    finish.call(this);
  };
}
