// `npm start`: build whatever is missing or stale, then run the server (which migrates, seeds and serves).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const r = (p) => join(root, p);

/** Newest modification time of the files under the given paths (0 when none exist). */
function newest(paths) {
  let max = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const e of readdirSync(p)) if (e !== 'node_modules' && e !== 'dist') visit(join(p, e));
    } else if (!/\.test\.tsx?$/.test(p)) max = Math.max(max, st.mtimeMs);
  };
  paths.forEach(visit);
  return max;
}

/** Runs a workspace build when its output is older than any of its inputs. */
function buildIfStale(name, workspace, output, inputs) {
  const out = r(output);
  const built = existsSync(out) ? statSync(out).mtimeMs : 0;
  if (built >= newest(inputs.map(r))) return;
  console.log(`[fieldbook] building ${name}…`);
  execFileSync('npm', ['run', 'build', '-w', workspace, '--silent'], { cwd: root, stdio: 'inherit' });
}

const domain = ['packages/domain/src', 'packages/domain/package.json'];
buildIfStale('web', '@fieldbook/web', 'apps/web/dist/index.html', [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  ...domain,
]);
buildIfStale('server', '@fieldbook/server', 'apps/server/dist/server.js', [
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  ...domain,
]);

process.env.WEB_DIST ??= r('apps/web/dist');
process.env.DATA_DIR ??= r('data');
await import(pathToFileURL(r('apps/server/dist/server.js')).href);
