// Report PDF benchmark (issue 20): a completed inspection of a 500-question template with 100 photos (1600 × 1200
// JPEG, as the runner uploads them), printed to PDF by the server's job queue and Chromium (ADR 203): the time from
// POST /inspections/{id}/pdf to the finished job, once alone and ten at a time (ten such inspections), and the
// server's peak memory (Pss summed over its process tree: Node and the Chromium it starts). Targets: one PDF ≤ 5 s,
// ten ≤ 20 s, memory ≤ 600 MB. Records under "Report PDFs" in bench/RESULTS.md.
// Usage, from the repository root after `npm run build`: npx tsx bench/reports/run.ts
// [BENCH_PORT=4280] [BENCH_ITEMS=500] [BENCH_PHOTOS=100]; BENCH_NO_RECORD=1 only prints. BENCH_KEEP_DB=1 keeps the
// seeded database (and notes its inspections beside it in the OS temp folder); BENCH_DB=<name> prints those again
// without seeding (the server's files stay in DATA_DIR, ./data by default). BENCH_SERVER and BENCH_WEB_DIST run
// another build (a copy of the one before a change) than apps/server/dist and apps/web/dist. Before timing, it waits
// until the server's queue has made the photos' print renditions (ADR 220: a job after each upload), as it has long
// before anyone prints a report; the wait is printed, not timed. "CPU per print" is the server's Node and its Chromium
// (utime + stime from /proc) over the three single prints and over the ten, divided by the prints.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { createItem, type Item } from '@fieldbook/domain/templates';
import { launchBrowser } from '../../e2e/support/browser';
import { api } from '../../e2e/support/editor';
import { changeAt, uploadInspectionPhoto } from '../../e2e/support/inspection-media';
import { createDraftTemplate, publishDocument, withPage } from '../../e2e/support/inspection-template';
import { signIn } from '../../e2e/support/session';
import { treePssKb, treeRssKb } from '../imports/server-memory.mjs';
import { startBenchServer } from '../support/bench-server.mjs';
import { treeCpuSeconds } from '../support/process-cpu.mjs';
import { benchDatabase, machineNote, query, recordSection } from '../support/pg-bench.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.BENCH_PORT ?? 4280);
const itemCount = Number(process.env.BENCH_ITEMS ?? 500);
const photoCount = Number(process.env.BENCH_PHOTOS ?? 100);
const password = 'Bench-passw0rd';
const base = `http://127.0.0.1:${port}`;
const db = benchDatabase('fb_bench_reports');
type CpuReading = ReturnType<typeof treeCpuSeconds>;

/** A photo-like JPEG drawn in the page (gradients, shapes, a little grain): it compresses as a phone photo does. */
async function photoJpeg(page: Page, seed: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((n) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 0, 1200);
    sky.addColorStop(0, `hsl(${(n * 37) % 360} 40% 70%)`);
    sky.addColorStop(1, `hsl(${(n * 37 + 120) % 360} 30% 30%)`);
    context.fillStyle = sky;
    context.fillRect(0, 0, 1600, 1200);
    for (let i = 0; i < 40; i += 1) {
      context.fillStyle = `hsl(${(n * 13 + i * 29) % 360} 50% ${30 + (i % 5) * 10}%)`;
      context.fillRect(
        (i * 173 + n * 31) % 1500,
        (i * 97 + n * 17) % 1100,
        60 + (i % 7) * 30,
        40 + (i % 5) * 25,
      );
    }
    const grain = context.getImageData(0, 0, 1600, 1200);
    for (let i = 0; i < grain.data.length; i += 4) {
      const d = (Math.random() - 0.5) * 24;
      for (let c = 0; c < 3; c += 1) grain.data[i + c] = (grain.data[i + c] ?? 0) + d;
    }
    context.putImageData(grain, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.8);
  }, seed);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Publishes a one-page template of text and number questions; answers its id and questions. */
async function publishBenchTemplate(page: Page): Promise<{ id: string; questions: Item[] }> {
  const doc = await createDraftTemplate(page, `Report bench, ${itemCount} questions`);
  const checks = createItem('page', { depth: 0, title: 'Checks' });
  const questions = Array.from({ length: itemCount }, (_, n) =>
    createItem(n % 2 === 0 ? 'textAnswer' : 'number', {
      depth: 1,
      parent_id: checks.id,
      title: `Check point ${n + 1}: ${n % 2 === 0 ? 'condition of the fitting' : 'reading (bar)'}`,
    }),
  );
  await publishDocument(page, doc.id, withPage(doc, [checks, ...questions]));
  return { id: doc.id, questions };
}

/** Starts and completes one inspection with every question answered and one photo on each of the first questions. */
async function completedInspection(page: Page, templateId: string, questions: Item[], photos: Buffer[]) {
  const id = crypto.randomUUID();
  await api(page, 'POST', '/inspections', { id, template_id: templateId, timezone: 'Europe/Berlin' });
  const changes = questions.map((q, n) =>
    changeAt(n % 60, {
      kind: 'value',
      item_id: q.id,
      value: n % 2 === 0 ? `Fitting ${n} tight, no leaks` : n,
    }),
  );
  // Four uploads at a time: seeding one at a time took minutes per inspection on the shared machine.
  for (let from = 0; from < photoCount; from += 4) {
    const batch = Array.from({ length: Math.min(4, photoCount - from) }, (_, k) => from + k);
    const fileIds = await Promise.all(
      batch.map((n) => uploadInspectionPhoto(page, id, photos[n % photos.length]!, `photo-${n + 1}.jpg`)),
    );
    batch.forEach((n, k) =>
      changes.push(
        changeAt(59, {
          kind: 'media',
          item_id: questions[n % questions.length]!.id,
          file_ids: [fileIds[k]!],
        }),
      ),
    );
  }
  for (let at = 0; at < changes.length; at += 500)
    await api(page, 'POST', `/inspections/${id}/changes`, { since: 0, changes: changes.slice(at, at + 500) });
  await api(page, 'POST', `/inspections/${id}/complete`, {});
  return id;
}

/** Waits until the server's queue holds no print-rendition job still to run (ADR 220); answers the seconds waited. */
async function printCopiesMade(): Promise<number> {
  const started = performance.now();
  for (;;) {
    const { rows } = await query(
      db.url,
      `select count(*)::int as n from jobs where name = 'inspection.print-copy' and state in ('created', 'retry', 'active')`,
    );
    if ((rows[0] as { n: number }).n === 0) return (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** CPU seconds per print between two readings of the server's tree, as text; `end` is the later reading. */
function cpuPerPrint(from: CpuReading, to: CpuReading, prints: number) {
  const node = (to.node - from.node) / prints;
  const chromium = (to.children - from.children) / prints;
  return {
    end: to,
    text: `${node.toFixed(2)} s + ${chromium.toFixed(2)} s = ${(node + chromium).toFixed(2)} s`,
  };
}

/** Queues a PDF and polls its job until done; answers the seconds it took. */
async function printPdf(page: Page, inspectionId: string): Promise<number> {
  const started = performance.now();
  const queued = await api<{ data: { job_id: string } }>(
    page,
    'POST',
    `/inspections/${inspectionId}/pdf`,
    {},
  );
  for (;;) {
    const job = await api<{ data: { state: string; error?: string } }>(
      page,
      'GET',
      `/jobs/${queued.data.job_id}`,
    );
    if (job.data.state === 'completed') return (performance.now() - started) / 1000;
    if (job.data.state === 'failed') throw new Error(`PDF job failed: ${JSON.stringify(job.data)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function main(): Promise<void> {
  await db.create();
  const server = await startBenchServer({
    argv: ['node', process.env.BENCH_SERVER ?? 'apps/server/dist/server.js'],
    cwd: root,
    databaseUrl: db.url,
    port,
    password,
    env: {
      WEB_DIST: resolve(root, process.env.BENCH_WEB_DIST ?? 'apps/web/dist'),
      FIELDBOOK_DEMO_DATA: '0',
      PUBLIC_URL: base,
    },
  });
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, base, 'admin@fieldbook.local', password);
    const seeded = resolve(tmpdir(), `${db.name}.json`);
    const ids: string[] = db.reused ? (JSON.parse(readFileSync(seeded, 'utf8')) as string[]) : [];
    if (!db.reused) {
      const photos = await Promise.all(Array.from({ length: 10 }, (_, n) => photoJpeg(page, n)));
      const template = await publishBenchTemplate(page);
      for (let n = 0; n < 10; n += 1)
        ids.push(await completedInspection(page, template.id, template.questions, photos));
      writeFileSync(seeded, JSON.stringify(ids));
    }
    process.stdout.write(`  10 inspections of ${itemCount} answers and ${photoCount} photos each\n`);
    process.stdout.write(`  print renditions made (waited ${(await printCopiesMade()).toFixed(1)} s)\n`);
    const pid = server.pid!;
    const idleMb = treePssKb(pid) / 1024;
    let peakMb = idleMb;
    let peakRssMb = treeRssKb(pid) / 1024;
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, treePssKb(pid) / 1024);
      peakRssMb = Math.max(peakRssMb, treeRssKb(pid) / 1024);
    }, 100);
    await printPdf(page, ids[0]!);
    const singles: number[] = [];
    const cpuBefore = treeCpuSeconds(pid);
    for (const id of ids.slice(0, 3)) singles.push(await printPdf(page, id));
    const cpuSingles = cpuPerPrint(cpuBefore, treeCpuSeconds(pid), 3);
    const startedAll = performance.now();
    const each = await Promise.all(ids.map((id) => printPdf(page, id)));
    const allSeconds = (performance.now() - startedAll) / 1000;
    const cpuTen = cpuPerPrint(cpuSingles.end, treeCpuSeconds(pid), ids.length);
    clearInterval(sampler);
    const median = [...singles].sort((a, b) => a - b)[1]!;
    const lines = [
      `### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${machineNote()}, load ${(
        await import('node:os')
      )
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
      '',
      `- one PDF (${itemCount} questions, ${photoCount} photos of 1600 × 1200), median of 3 after one warm-up: **${median.toFixed(2)} s** (${singles.map((s) => s.toFixed(2)).join(', ')}) — target ≤ 5 s: ${median <= 5 ? 'met' : 'missed'}`,
      `- ten at once (ten inspections): all done in **${allSeconds.toFixed(1)} s** (slowest job ${Math.max(...each).toFixed(1)} s) — target ≤ 20 s: ${allSeconds <= 20 ? 'met' : 'missed'}`,
      `- CPU per print (the server's Node / the Chromium it starts): ${cpuSingles.text} alone, ${cpuTen.text} ten at once`,
      `- server memory (Node + Chromium, Pss: shared pages once): ${idleMb.toFixed(0)} MB before the first print, peak **${peakMb.toFixed(0)} MB** — target ≤ 600 MB: ${peakMb <= 600 ? 'met' : 'missed'} (VmRSS summed over the processes, counting shared pages in each: peak ${peakRssMb.toFixed(0)} MB)`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (!process.env.BENCH_NO_RECORD)
      recordSection(
        'Report PDFs',
        '`npx tsx bench/reports/run.ts` after `npm run build`: see the script header for what it measures.',
        lines,
      );
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await db.drop();
  }
}

await main();
