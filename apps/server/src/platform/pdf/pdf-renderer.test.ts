import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdfRenderer, type PdfRenderer } from './pdf-renderer';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) process.stdout.write(`pdf renderer tests skipped: no Chromium at ${CHROMIUM}\n`);

/** A page that shows its cookie and stored language, then marks itself ready (or failed for /broken). */
function page(cookie: string, path: string): string {
  const marker = path.startsWith('/broken') ? 'data-report-failed' : 'data-report-ready';
  return `<!doctype html><html><body><h1>Report for ${cookie.replace(/[^\w=; ]/g, '')}</h1>
<div id="end"></div>
<script>
fetch('/lang/' + localStorage.getItem('lang')).then(() => document.getElementById('end').setAttribute('${marker}', ''));
</script></body></html>`;
}

let server: Server;
let renderer: PdfRenderer;
const seen: string[] = [];
const languages: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const cookie = req.headers.cookie ?? '';
    if (req.url?.startsWith('/lang/')) {
      languages.push(req.url.slice(6));
      res.end();
      return;
    }
    if (req.url === '/favicon.ico') {
      res.statusCode = 404;
      res.end();
      return;
    }
    seen.push(cookie);
    res.setHeader('content-type', 'text/html');
    res.end(page(cookie.split('; ').find((c) => c.startsWith('fb_session=')) ?? '', req.url ?? '/'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  renderer = createPdfRenderer({
    executablePath: CHROMIUM,
    pages: 2,
    baseUrl: () => `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await renderer?.close();
  await new Promise((resolve) => server.close(resolve));
});

const request = (token: string, path = '/report') => ({
  path,
  cookies: [{ name: 'fb_session', value: token }],
  paper: 'A4' as const,
  headerTitle: 'Title <b>',
  pageLabel: 'Page',
  localStorage: { lang: 'de' },
});

describe.skipIf(!hasChromium)('pdf renderer (system Chromium)', () => {
  it('prints a page of this server with the given cookie once it is ready', async () => {
    const pdf = await renderer.render(request('first'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(seen.at(-1)).toContain('fb_session=first');
    expect(languages, 'localStorage seeded before the page ran').toEqual(['de']);
  }, 60_000);

  it('reuses its pages: concurrent renders share the pool and never see another render’s cookie', async () => {
    seen.length = 0;
    const started = Date.now();
    const pdfs = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((t) => renderer.render(request(t))));
    const ms = Date.now() - started;
    expect(pdfs.every((pdf) => pdf.length > 1000)).toBe(true);
    for (const token of ['a', 'b', 'c', 'd', 'e']) {
      const mine = seen.filter((c) => c.includes(`fb_session=${token}`));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.match(/fb_session=/g)).toHaveLength(1);
    }
    process.stdout.write(`5 renders on 2 pooled pages: ${ms} ms\n`);
  }, 60_000);

  it('fails a render whose page reports a failure, and keeps working', async () => {
    await expect(renderer.render(request('x', '/broken'))).rejects.toThrow(/could not load/);
    expect((await renderer.render(request('y'))).length).toBeGreaterThan(1000);
  }, 60_000);

  it('refuses a path that leaves this server', async () => {
    await expect(renderer.render(request('z', 'http://example.com/'))).rejects.toThrow(/only pages/);
  });

  it('launches the browser again after it died', async () => {
    await renderer.render(request('before'));
    const children = execFileSync('pgrep', ['-P', String(process.pid), 'chromium'], { encoding: 'utf8' });
    const pids = children.split('\n').filter(Boolean).map(Number);
    expect(pids.length).toBeGreaterThan(0);
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await renderer.render(request('after'))).length).toBeGreaterThan(1000);
    expect(seen.at(-1)).toContain('fb_session=after');
  }, 60_000);

  it('refuses renders once closed', async () => {
    await renderer.close();
    await expect(renderer.render(request('closed'))).rejects.toThrow(/closed/);
  });
});
