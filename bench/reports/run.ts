// Report benchmark (issue 20): "an inspection of 500 items with 100 photos (1–3 MB each) and 20 signatures: web report
// first paint, PDF wall time and the server's peak memory, sequentially and 10 at once". Ten completed inspections of
// a one-page template of 500 questions (text and number, every 25th a signature: 20), each answered, with 100 photos
// (3000 × 2250 JPEG at quality 0.85 with grain, 1–3 MB each, uploaded as the runner does; the min/max size is printed)
// and 20 signatures (a drawn PNG uploaded as a signature plus the signer's name, as the runner stores them).
// Web report first paint: a signed-in headless Chromium opens /inspections/{id}/view-report; the time from navigation
// start until the report's content (its <article>) is in the page and the next animation frame has been painted (a
// task posted from that frame), median of 3 after one warm-up, then ten pages at once (ten inspections).
// PDF: the time from POST /inspections/{id}/pdf to the finished job (ADR 203), median of 3 after one warm-up, then ten
// at a time. Server memory: peak Pss summed over its process tree (Node and the Chromium it starts), while printing
// (first, from the idle server) and then while the web reports open. Targets: one PDF ≤ 5 s, ten ≤ 20 s, memory
// ≤ 600 MB above idle. Records under "Report PDFs" in bench/RESULTS.md.
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
import { treeCpuSplit, treePssKb, treeRssKb } from '../imports/server-memory.mjs';
import { startBenchServer } from '../support/bench-server.mjs';
import { benchDatabase, machineNote, query, recordSection } from '../support/pg-bench.mjs';
import { photoJpeg, signaturePng } from './bench-images';
import { reportFirstPaint, reportPaintPage } from './report-paint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.BENCH_PORT ?? 4280);
const itemCount = Number(process.env.BENCH_ITEMS ?? 500);
const photoCount = Number(process.env.BENCH_PHOTOS ?? 100);
// Every 25th question is a signature: 20 of the 500.
const signatureEvery = 25;
const password = 'Bench-passw0rd';
const base = `http://127.0.0.1:${port}`;
const db = benchDatabase('fb_bench_reports');
type CpuReading = ReturnType<typeof treeCpuSplit>;

/** The n-th question's type: every 25th a signature, the others text and number in turn. */
function questionType(n: number): 'signature' | 'textAnswer' | 'number' {
  if ((n + 1) % signatureEvery === 0) return 'signature';
  return n % 2 === 0 ? 'textAnswer' : 'number';
}

const questionTitle = {
  signature: 'signed off by',
  textAnswer: 'condition of the fitting',
  number: 'reading (bar)',
};

/** Publishes a one-page template of text, number and signature questions; answers its id and questions. */
async function publishBenchTemplate(page: Page): Promise<{ id: string; questions: Item[] }> {
  const doc = await createDraftTemplate(page, `Report bench, ${itemCount} questions`);
  const checks = createItem('page', { depth: 0, title: 'Checks' });
  const questions = Array.from({ length: itemCount }, (_, n) =>
    createItem(questionType(n), {
      depth: 1,
      parent_id: checks.id,
      title: `Check point ${n + 1}: ${questionTitle[questionType(n)]}`,
    }),
  );
  await publishDocument(page, doc.id, withPage(doc, [checks, ...questions]));
  return { id: doc.id, questions };
}

/** The drawn images the inspections upload: ten distinct photos and signatures, reused round the inspection. */
interface BenchImages {
  photos: Buffer[];
  signatures: Buffer[];
}

/** One upload of an inspection: the file, its name and kind, and the question whose media part it goes to. */
interface BenchUpload {
  bytes: Buffer;
  name: string;
  kind: 'photo' | 'signature';
  itemId: string;
}

/** The inspection's uploads: a photo on each of the first non-signature questions, a drawing on each signature. */
function uploadsOf(questions: Item[], images: BenchImages): BenchUpload[] {
  const plain = questions.filter((q) => q.type !== 'signature');
  const signatures = questions.filter((q) => q.type === 'signature');
  return [
    ...Array.from({ length: photoCount }, (_, n) => ({
      bytes: images.photos[n % images.photos.length]!,
      name: `photo-${n + 1}.jpg`,
      kind: 'photo' as const,
      itemId: plain[n % plain.length]!.id,
    })),
    ...signatures.map((q, n) => ({
      bytes: images.signatures[n % images.signatures.length]!,
      name: 'signature.png',
      kind: 'signature' as const,
      itemId: q.id,
    })),
  ];
}

/** The value the runner stores for the n-th question: the signer's name on a signature (ADR 194). */
function answerOf(q: Item, n: number): string | number {
  if (q.type === 'signature') return `Signer ${n + 1}`;
  return q.type === 'number' ? n : `Fitting ${n} tight, no leaks`;
}

/** Starts and completes one inspection with every question answered, its photos and its signatures uploaded. */
async function completedInspection(page: Page, templateId: string, questions: Item[], images: BenchImages) {
  const id = crypto.randomUUID();
  await api(page, 'POST', '/inspections', { id, template_id: templateId, timezone: 'Europe/Berlin' });
  const changes = questions.map((q, n) =>
    changeAt(n % 60, { kind: 'value', item_id: q.id, value: answerOf(q, n) }),
  );
  const uploads = uploadsOf(questions, images);
  // Four uploads at a time: seeding one at a time took minutes per inspection on the shared machine.
  for (let from = 0; from < uploads.length; from += 4) {
    const batch = uploads.slice(from, from + 4);
    const fileIds = await Promise.all(
      batch.map((u) => uploadInspectionPhoto(page, id, u.bytes, u.name, u.kind)),
    );
    batch.forEach((u, k) =>
      changes.push(changeAt(59, { kind: 'media', item_id: u.itemId, file_ids: [fileIds[k]!] })),
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

/** The median of a list of timings (the upper middle of an even count). */
function middle(list: number[]): number {
  return [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
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
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, base, 'admin@fieldbook.local', password);
    const seeded = resolve(tmpdir(), `${db.name}.json`);
    const ids: string[] = db.reused ? (JSON.parse(readFileSync(seeded, 'utf8')) as string[]) : [];
    if (!db.reused) {
      const images: BenchImages = { photos: [], signatures: [] };
      for (let n = 0; n < 10; n += 1) {
        images.photos.push(await photoJpeg(page, n));
        images.signatures.push(await signaturePng(page, n));
      }
      const mb = images.photos.map((p) => p.length / 1e6);
      process.stdout.write(
        `  photos ${Math.min(...mb).toFixed(2)}–${Math.max(...mb).toFixed(2)} MB each (${mb.map((m) => m.toFixed(2)).join(', ')})\n`,
      );
      const template = await publishBenchTemplate(page);
      for (let n = 0; n < 10; n += 1)
        ids.push(await completedInspection(page, template.id, template.questions, images));
      writeFileSync(seeded, JSON.stringify(ids));
    }
    const signatureCount = Math.floor(itemCount / signatureEvery);
    process.stdout.write(
      `  10 inspections of ${itemCount} answers, ${photoCount} photos and ${signatureCount} signatures each\n`,
    );
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
    const cpuBefore = treeCpuSplit(pid);
    for (const id of ids.slice(0, 3)) singles.push(await printPdf(page, id));
    const cpuSingles = cpuPerPrint(cpuBefore, treeCpuSplit(pid), 3);
    const startedAll = performance.now();
    const each = await Promise.all(ids.map((id) => printPdf(page, id)));
    const allSeconds = (performance.now() - startedAll) / 1000;
    const cpuTen = cpuPerPrint(cpuSingles.end, treeCpuSplit(pid), ids.length);
    // Printing first, from the idle server; the web reports after, from where printing left it.
    const printPeakMb = peakMb;
    const webStartMb = treePssKb(pid) / 1024;
    peakMb = webStartMb;
    const paintPages = await Promise.all(ids.map(() => reportPaintPage(context)));
    await reportFirstPaint(paintPages[0]!, base, ids[0]!);
    const paints: number[] = [];
    for (let n = 0; n < 3; n += 1) paints.push(await reportFirstPaint(paintPages[0]!, base, ids[0]!));
    const paintsTen = await Promise.all(ids.map((id, n) => reportFirstPaint(paintPages[n]!, base, id)));
    await Promise.all(paintPages.map((p) => p.close()));
    clearInterval(sampler);
    const median = middle(singles);
    const seconds = (list: number[]) => list.map((s) => s.toFixed(2)).join(', ');
    const lines = [
      `### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${machineNote()}, load ${(
        await import('node:os')
      )
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
      '',
      `- web report first paint (${itemCount} questions, ${photoCount} photos of 3000 × 2250, 1–3 MB, ${signatureCount} signatures), median of 3 after one warm-up: **${middle(paints).toFixed(2)} s** (${seconds(paints)}); ten pages at once: median ${middle(paintsTen).toFixed(2)} s, slowest ${Math.max(...paintsTen).toFixed(2)} s`,
      `- one PDF, median of 3 after one warm-up: **${median.toFixed(2)} s** (${seconds(singles)}) — target ≤ 5 s: ${median <= 5 ? 'met' : 'missed'}`,
      `- ten at once (ten inspections): all done in **${allSeconds.toFixed(1)} s** (slowest job ${Math.max(...each).toFixed(1)} s) — target ≤ 20 s: ${allSeconds <= 20 ? 'met' : 'missed'}`,
      `- CPU per print (the server's Node / the Chromium it starts): ${cpuSingles.text} alone, ${cpuTen.text} ten at once`,
      `- server memory while printing (Node + Chromium, Pss: shared pages once): ${idleMb.toFixed(0)} MB idle before the first print, peak **${printPeakMb.toFixed(0)} MB**, **+${(printPeakMb - idleMb).toFixed(0)} MB** above idle — target ≤ 600 MB above idle: ${printPeakMb - idleMb <= 600 ? 'met' : 'missed'}; then while the web reports opened: ${webStartMb.toFixed(0)} → peak ${peakMb.toFixed(0)} MB (VmRSS summed over the processes, counting shared pages in each: overall peak ${peakRssMb.toFixed(0)} MB)`,
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
