import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { writeFileSync } from 'node:fs';
import { launchBrowser } from '../../e2e/support/browser';
import { apiSignIn, call, saveNewTemplate } from '../builder/fieldbook-session';
import { freshPage, openRunner, settle, timeAnswers, type RunnerTarget } from './measure';
import { buildRunnerCase } from './template';
const repo = resolve(import.meta.dirname, '..', '..');
interface Node {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}
function print(label: string, profile: Profile) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
  const incl = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const f = byNode.get(id)!.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    const d = (profile.timeDeltas[i] ?? 0) / 1000;
    self.set(key, (self.get(key) ?? 0) + d);
    const names = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const fr = byNode.get(at)!.callFrame;
      if (fr.functionName) names.add(`${fr.functionName} ${fr.url.split('/').pop()}:${fr.lineNumber + 1}`);
    }
    for (const n of names) incl.set(n, (incl.get(n) ?? 0) + d);
  });
  const rows = [...self.entries()].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]);
  console.log(`\n== ${label}: busy ${rows.reduce((s, [, v]) => s + v, 0).toFixed(0)} ms`);
  for (const [k, v] of rows.slice(0, 30)) console.log(v.toFixed(1).padStart(8), k);
  console.log('-- inclusive');
  for (const [k, v] of [...incl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 45))
    console.log(v.toFixed(1).padStart(8), k);
}
const { startServer, ADMIN_EMAIL, ADMIN_PASSWORD } = await import(join(repo, 'e2e/support/server.ts'));
const server = await startServer({ RATE_LIMIT_API: '0' });
const browser = await launchBrowser();
try {
  const signIn = (c: Parameters<RunnerTarget['signIn']>[0]) =>
    apiSignIn(c, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  const setup = await browser.newContext();
  await signIn(setup);
  const g = buildRunnerCase();
  const t = await saveNewTemplate(setup, server.baseUrl, 'Runner bench', g.items, g.rule_sets);
  await call(setup, server.baseUrl, 'POST', `/checklist/template/${t.id}/publish`, { revision: t.revision });
  const iid = randomUUID();
  await call(setup, server.baseUrl, 'POST', '/inspections', { id: iid, template_id: t.id, timezone: 'UTC' });
  const target: RunnerTarget = { url: `${server.baseUrl}/inspections/${iid}/conduct`, signIn };
  const page = await freshPage(browser, target);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  console.log('cold', await openRunner(page, target));
  print('cold opening', ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile);
  const waterfall = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (e) => `${e.startTime.toFixed(0)} → ${e.responseEnd.toFixed(0)} ${e.transferSize} ${e.name}`,
    ),
  );
  console.log(waterfall.join('\n'));
  await settle(page);
  await cdp.send('Profiler.start');
  console.log('warm', await openRunner(page, target));
  print('warm opening', ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile);
  await settle(page);
  await timeAnswers(page, { items: t.items, rule_sets: g.rule_sets }, g.sections.slice(0, 1));
  await cdp.send('Profiler.start');
  const timings = await timeAnswers(page, { items: t.items, rule_sets: g.rule_sets }, g.sections.slice(1, 3));
  const prof = ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile;
  writeFileSync('/tmp/rb/answers.cpuprofile', JSON.stringify(prof));
  console.log(timings.map((x) => x.painted.toFixed(0)).join(' '));
  print('16 answers', prof);
} finally {
  await browser.close();
  await server.stop();
}
