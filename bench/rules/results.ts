import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Shape } from './shapes';

/** One measured case. */
export interface Row {
  shape: Shape;
  n: number;
  oursUs: number;
  oursCompileMs: number;
  surveyUs: number;
  surveyTimed: number;
  agree: boolean;
}

const fmt = (x: number, digits = 2): string =>
  x.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The smallest size of a shape, which the growth target compares against. */
const baseOf = (rows: Row[], r: Row): Row =>
  rows.filter((x) => x.shape === r.shape).sort((a, b) => a.n - b.n)[0]!;

/**
 * Renders the results table, checks the targets (≥ 1,000× at 1,000 questions; 5,000 no more
 * than 2× the 1,000 cost) and, when asked, replaces the "Rules engine" section of bench/RESULTS.md.
 */
export function writeResults(
  rows: Row[],
  options: { write: boolean; method: string },
): { table: string; failures: string[] } {
  const table = [
    '| shape | questions | ours µs/answer | ours compile ms | survey-core ms/answer (answers timed) | ratio | ours vs 1,000 | agree |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const base = baseOf(rows, r);
      const growth = r === base ? '1×' : `${fmt(r.oursUs / base.oursUs)}×`;
      return `| ${r.shape} | ${r.n.toLocaleString('en-GB')} | ${fmt(r.oursUs, 3)} | ${fmt(r.oursCompileMs, 1)} | ${fmt(r.surveyUs / 1000, 3)} (${r.surveyTimed}) | ${fmt(r.surveyUs / r.oursUs, 0)}× | ${growth} | ${r.agree ? 'yes' : 'NO'} |`;
    }),
  ].join('\n');
  const failures: string[] = [];
  for (const r of rows) {
    const base = baseOf(rows, r);
    if (!r.agree) failures.push(`${r.shape}/${r.n}: engines disagree`);
    if (r === base && r.surveyUs / r.oursUs < 1000)
      failures.push(`${r.shape}/${r.n}: only ${fmt(r.surveyUs / r.oursUs, 0)}× faster`);
    if (r !== base && r.oursUs > 2 * base.oursUs)
      failures.push(`${r.shape}/${r.n}: ${fmt(r.oursUs / base.oursUs)}× the ${base.n} cost`);
  }
  if (options.write) {
    const file = fileURLToPath(new URL('../RESULTS.md', import.meta.url));
    const pkg = fileURLToPath(new URL('../../node_modules/survey-core/package.json', import.meta.url));
    const version = (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
    const commit = execSync('git rev-parse --short HEAD').toString().trim();
    const section = [
      '## Rules engine',
      '',
      `\`npx tsx bench/rules/run.ts\` (\`--write\` updates this section) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
        `commit ${commit}, Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ` +
        `load average at the end ${loadavg()
          .map((x) => x.toFixed(1))
          .join(' / ')}, survey-core ${version}.`,
      '',
      options.method,
      '',
      table,
      '',
      failures.length === 0 ? 'All targets met.' : `Targets missed: ${failures.join('; ')}.`,
      '',
    ].join('\n');
    const old = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
    const re = /## Rules engine\n[\s\S]*?(?=\n## |$)/;
    const next = re.test(old) ? old.replace(re, section) : `${old.trimEnd()}\n\n${section}`;
    writeFileSync(file, next);
    console.log(`wrote ${file}`);
  }
  return { table, failures };
}
