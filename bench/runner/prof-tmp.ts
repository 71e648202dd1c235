import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { launchBrowser } from '../../e2e/support/browser';
import { apiSignIn, call, saveNewTemplate } from '../builder/fieldbook-session';
import { freshPage, openRunner, settle, timeAnswers, type RunnerTarget } from './measure';
import { buildRunnerCase } from './template';
const repo = resolve(import.meta.dirname, '..', '..');
const { startServer, ADMIN_EMAIL, ADMIN_PASSWORD } = await import(join(repo, 'e2e/support/server.ts'));
const server = await startServer({ RATE_LIMIT_API: '0' });
const browser = await launchBrowser();
const signIn = (c: Parameters<RunnerTarget['signIn']>[0]) => apiSignIn(c, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
const setup = await browser.newContext();
await signIn(setup);
const g = buildRunnerCase();
const t = await saveNewTemplate(setup, server.baseUrl, 'Runner bench', g.items, g.rule_sets);
await call(setup, server.baseUrl, 'POST', `/checklist/template/${t.id}/publish`, { revision: t.revision });
const iid = randomUUID();
await call(setup, server.baseUrl, 'POST', '/inspections', { id: iid, template_id: t.id, timezone: 'UTC' });
const target: RunnerTarget = { url: `${server.baseUrl}/inspections/${iid}/conduct`, signIn };
const page = await freshPage(browser, target);
await openRunner(page, target);
await settle(page);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
await cdp.send('Profiler.start');
await timeAnswers(page, { items: t.items, rule_sets: g.rule_sets }, g.sections.slice(0, 8), 200);
const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[]; samples: number[]; timeDeltas: number[] } };
await browser.close();
await server.stop();
const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<string, number>();
const maps = new Map<string, SourceMapConsumer>();
for (let i = 0; i < profile.samples.length; i += 1) {
  const n = byNode.get(profile.samples[i]!)!;
  const { url, lineNumber, columnNumber, functionName } = n.callFrame;
  let key = functionName || '(anon)';
  if (url.includes('/assets/')) {
    const file = join(repo, 'apps/web/dist/assets', url.split('/assets/')[1]!.split('?')[0]!);
    let m = maps.get(file);
    if (!m) { try { m = await new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8'))); maps.set(file, m); } catch { /* none */ } }
    const pos = m?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    if (pos?.source) key = `${pos.name ?? functionName} ${pos.source.replace(/.*node_modules\//, 'nm/').replace(/.*src\//, 'src/')}:${pos.line}`;
  }
  self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
}
const rows = [...self.entries()].filter(([k]) => !k.startsWith('(idle)') && k !== '(program)').sort((a, b) => b[1] - a[1]).slice(0, 40);
writeFileSync('/tmp/prof.txt', rows.map(([k, v]) => `${v.toFixed(1).padStart(7)} ms  ${k}`).join('\n'));
console.log('done');
