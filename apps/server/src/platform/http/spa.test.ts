import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('serving the SPA, docs, health and the dev mailbox', () => {
  let t: TestApp;
  let bare: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'fieldbook-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><title>Fieldbook SPA</title><script>window.boot=1</script>',
    );
    writeFileSync(
      join(webDist, 'print.html'),
      '<!doctype html><html><head><title>Fieldbook print</title></head><body></body></html>',
    );
    writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log("app")');
    writeFileSync(join(webDist, 'assets', 'app.js.br'), brotliCompressSync('console.log("app")'));
    writeFileSync(join(webDist, 'assets', 'app.js.gz'), gzipSync('console.log("app")'));
    const database = await createTestDatabase();
    t = await createTestApp({
      env: {
        WEB_DIST: webDist,
        DEFAULT_LANGUAGE: 'de',
        HELP_TUTORIALS_URL: 'https://example.org/tutorials?a=1&b=2',
      },
      database,
    });
    bare = await createTestApp({ database: { ...database, close: async () => undefined } });
    production = await createTestApp({
      env: { WEB_DIST: webDist, NODE_ENV: 'production' },
      database: { ...database, close: async () => undefined },
    });
  });
  afterAll(async () => {
    await production.close();
    await bare.close();
    await t.close();
  });

  it('serves built files and falls back to index.html for client routes', async () => {
    const asset = await t.app.inject({ url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('console.log');
    for (const url of ['/', '/login', '/settings/workspaces', '/reset-password/a%40b.c?token=x']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Fieldbook SPA');
      expect(page.body).toContain('<meta name="fieldbook-default-language" content="de">');
      expect(page.body).toContain(
        '<meta name="fieldbook-help-tutorials-url" content="https://example.org/tutorials?a=1&amp;b=2">',
      );
    }
  });

  it('sends the compressed copy a browser accepts, and lets it keep hashed assets for good', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const asset = await t.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': accept } });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['content-type']).toContain('javascript');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const page = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBeUndefined();
  });

  it('serves the print entry on the report print paths only, with the same headers (ADR 224)', async () => {
    for (const url of [
      '/print/inspections/abc?print=1&paper=A4',
      '/print/report/tok-1?print=1&paper=Letter',
    ]) {
      const page = await t.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Fieldbook print');
      expect(page.body).toContain('<meta name="fieldbook-default-language" content="de">');
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    }
    const people = await t.app.inject({ url: '/inspections/abc/view-report' });
    expect(people.body).toContain('Fieldbook SPA');
    expect((await bare.app.inject({ url: '/print/inspections/abc' })).statusCode).toBe(404);
  });

  it('says how to build the web app when WEB_DIST is missing', async () => {
    const page = await bare.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('not built');
  });

  it('sets the security headers and the readable XSRF-TOKEN cookie', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    const xsrf = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(xsrf?.httpOnly).toBeFalsy();
  });

  it('reports database reachability at /api/health', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: { engine: expect.any(String), reachable: true },
    });
  });

  it('publishes OpenAPI generated from the zod schemas at /api/docs', async () => {
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/user/auth', '/api/settings/workspaces/{id}/switch']),
    );
    expect(spec.paths['/api/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
  });

  it('hides the mailbox and outbox in production', async () => {
    expect((await production.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    const page = await production.app.inject({ url: '/dev/mailbox' });
    expect(page.body).toContain('Fieldbook SPA');
  });
});
