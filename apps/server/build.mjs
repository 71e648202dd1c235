// Bundles the server (src/server.ts → dist/server.js) with esbuild: @fieldbook/* workspace sources are
// bundled (they ship as TypeScript), every other package stays external and is loaded from node_modules.
// The SQL migrations are copied next to the bundle (dist/migrations), where the server looks for them.
import { cpSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(here, 'dist');

/** Keeps bare imports external except the workspace's own packages. */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@fieldbook/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [resolve(here, 'src/server.ts')],
  outfile: resolve(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNodeModules],
});
cpSync(resolve(here, 'src/db/migrations'), resolve(dist, 'migrations'), { recursive: true });
process.stdout.write(`Built ${resolve(dist, 'server.js')}\n`);
