// Writes brotli (.br) and gzip (.gz) copies of the built assets beside them, once per build, so the server
// sends compressed files without compressing on every request (@fastify/static `preCompressed`, ADR 157).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '..', 'dist');
const COMPRESSIBLE = /\.(js|css|svg|json|html|txt)$/;
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const folder of [dist, join(dist, 'assets')]) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (!COMPRESSIBLE.test(name) || name === 'index.html' || statSync(path).size < MIN_BYTES) continue;
    const content = readFileSync(path);
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
    before += content.length;
    after += br.length;
  }
}
console.log(
  `compressed ${files} files: ${(before / 1e6).toFixed(2)} MB → ${(after / 1e6).toFixed(2)} MB (brotli)`,
);
