import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FirstScreenPayload, FirstScreenRenderer } from '@fieldbook/domain/common/first-screen';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { makeTemplate } from '../../modules/templates/template-test-kit';
import { TestClient } from '../../test/client';
import { createOwner, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cutAtRoot, drawnRoot, firstScreenOpening, loadFirstScreenRenderer } from './first-screen';

// The server's part of a first screen drawn on the server (ADR 182): which requests get one, the API answers it is
// drawn from (asked of the app with the request's own session), and how the drawn root and its payload go into
// index.html. The web's renderer is stood in for by one that writes what it was given; the real one is tested
// beside the web's server-side entry and in the browser tests.

const INDEX =
  '<!doctype html><html lang="en"><head><title>Fieldbook</title></head>' +
  '<body><div id="fb-loading"></div><div id="root"></div><script type="module" src="/assets/index.js"></script>' +
  '</body></html>';

const editorPath = /^\/checklist\/template\/([^/]+)\/edit$/;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Draws the template's title and the preferences it was given, as the web's renderer would draw its screen. */
const standIn: FirstScreenRenderer = {
  calls(pathname) {
    const id = editorPath.exec(pathname)?.[1];
    return id ? ['/api/user/auth', `/api/checklist/template/${id}`] : null;
  },
  async render(url, payload) {
    const id = editorPath.exec(url.split('?')[0] ?? '')?.[1] ?? '';
    const answer = payload.answers[`/api/checklist/template/${id}`] as { data: { title: string } };
    if (answer.data.title === 'Fails to draw') throw new Error('renderer broke');
    return { html: `<h1>${escape(answer.data.title)}</h1><p>${payload.language} ${payload.skin}</p>` };
  },
  prepare: async () => undefined,
};

/** The payload a drawn page carries, read as the browser reads it. */
function payloadOf(body: string): FirstScreenPayload | null {
  const text = /<script type="application\/json" id="fb-first-screen">([^<]*)<\/script>/.exec(body)?.[1];
  return text === undefined ? null : (JSON.parse(text) as FirstScreenPayload);
}

let t: TestApp;
let owner: TestClient;
let templateId: string;

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'fieldbook-web-'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  t = await createTestApp({
    env: { WEB_DIST: webDist, DEFAULT_LANGUAGE: 'fr' },
    firstScreenRenderer: standIn,
  });
  const { user } = await createOwner(t.db, { plan: 'premium' });
  owner = new TestClient(t.app);
  await owner.signIn(user.email, TEST_PASSWORD);
  const made = await makeTemplate({ userId: user.id, orgId: '', request: (...a) => owner.request(...a) });
  templateId = made.id;
});
afterAll(() => t.close());

describe('a page whose first screen the server draws', () => {
  it('is streamed with the screen drawn from the API answers of the signed-in person, kept by no cache', async () => {
    const page = await owner.get(`/checklist/template/${templateId}/edit`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(
      '<html lang="fr" class="fb-first-screen" data-mantine-color-scheme="light"><head><meta name="fieldbook-first-screen" content="1">',
    );
    expect(page.body).toContain('<div id="root"><h1>Forklift check</h1><p>fr semi-dark</p></div>');
    expect(page.body).toContain('<script type="module" src="/assets/index.js"></script></body></html>');
    const auth = await owner.get('/api/user/auth');
    const template = await owner.get(`/api/checklist/template/${templateId}`);
    expect(payloadOf(page.body)).toEqual({
      language: 'fr',
      skin: 'semi-dark',
      answers: {
        '/api/user/auth': auth.json(),
        [`/api/checklist/template/${templateId}`]: template.json(),
      },
    });
  });

  it("is drawn in the language and skin of the browser's cookies, and the defaults for unknown ones", async () => {
    owner.cookies.set('fieldbook.language', 'de');
    owner.cookies.set('fieldbook.skin', 'dark');
    const german = await owner.get(`/checklist/template/${templateId}/edit`);
    expect(german.body).toContain(
      '<html lang="de" class="fb-first-screen" data-mantine-color-scheme="dark">',
    );
    expect(german.body).toContain('<p>de dark</p>');
    expect(payloadOf(german.body)).toMatchObject({ language: 'de', skin: 'dark' });
    owner.cookies.set('fieldbook.language', 'xx');
    owner.cookies.set('fieldbook.skin', 'purple');
    const unknown = await owner.get(`/checklist/template/${templateId}/edit`);
    expect(payloadOf(unknown.body)).toMatchObject({ language: 'fr', skin: 'semi-dark' });
    owner.cookies.delete('fieldbook.language');
    owner.cookies.delete('fieldbook.skin');
  });

  it('carries text that looks like markup without letting it end the payload or enter the page', async () => {
    const title = '</script><script>alert(1)</script><!--';
    const made = await makeTemplate({ userId: '', orgId: '', request: (...a) => owner.request(...a) }, title);
    const page = await owner.get(`/checklist/template/${made.id}/edit`);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body.match(/<\/script>/g)).toHaveLength(2);
    const payload = payloadOf(page.body);
    const answer = payload?.answers[`/api/checklist/template/${made.id}`] as { data: { title: string } };
    expect(answer.data.title).toBe(title);
  });

  it('leaves the root empty for the browser when an answer is not a 200 or the drawing fails', async () => {
    const { user: stranger } = await createOwner(t.db);
    const outsider = new TestClient(t.app);
    await outsider.signIn(stranger.email, TEST_PASSWORD);
    const broken = await makeTemplate(
      { userId: '', orgId: '', request: (...a) => owner.request(...a) },
      'Fails to draw',
    );
    for (const [client, id] of [
      [outsider, templateId],
      [owner, broken.id],
      [owner, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const page = await client.get(`/checklist/template/${id}/edit`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<meta name="fieldbook-first-screen" content="1">');
      expect(page.body).toContain('<div id="root"></div><script type="module" src="/assets/index.js">');
      expect(payloadOf(page.body)).toBeNull();
    }
  });

  it('is plain index.html without a session, for other pages and for other methods', async () => {
    const visitor = new TestClient(t.app);
    for (const [client, method, url] of [
      [visitor, 'GET', `/checklist/template/${templateId}/edit`],
      [owner, 'GET', '/checklist/templates'],
      [owner, 'HEAD', `/checklist/template/${templateId}/edit`],
    ] as const) {
      const page = await client.request(method, url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      if (method === 'GET') expect(page.body).toContain('<html lang="en"><head><title>Fieldbook</title>');
      expect(page.body).not.toContain('fieldbook-first-screen');
    }
  });
});

describe('putting a drawn screen into index.html', () => {
  it('cuts inside the empty root, and only where there is one', () => {
    expect(cutAtRoot(INDEX)).toEqual({
      head: INDEX.slice(0, INDEX.indexOf('<div id="root">') + '<div id="root">'.length),
      rest: '<script type="module" src="/assets/index.js"></script></body></html>',
    });
    expect(cutAtRoot('<html><body><main></main></body></html>')).toBeNull();
  });

  it('marks the opening and escapes every < of the payload', () => {
    const opening = firstScreenOpening('<html lang="en"><head><title>x</title>', {
      calls: [],
      language: 'de',
      skin: 'light',
    });
    expect(opening).toBe(
      '<html lang="de" class="fb-first-screen" data-mantine-color-scheme="light"><head>' +
        '<meta name="fieldbook-first-screen" content="1"><title>x</title>',
    );
    expect(drawnRoot({ html: '<p>a</p>' }, '{"t":"</script>"}')).toBe(
      '<p>a</p></div><script type="application/json" id="fb-first-screen">{"t":"\\u003c/script>"}</script>',
    );
  });
});

describe("loading the web's server-side build", () => {
  const build = (source: string | null) => {
    const dir = mkdtempSync(join(tmpdir(), 'fieldbook-ssr-'));
    if (source !== null) writeFileSync(join(dir, 'server-entry.js'), source);
    return dir;
  };
  const load = (dir: string, rendering = 'true') => {
    const warn = vi.fn();
    const log = { warn } as unknown as FastifyBaseLogger;
    const config = loadConfig({ WEB_SSR_DIST: dir, SERVER_RENDERING: rendering, DEFAULT_LANGUAGE: 'de' });
    return { warn, renderer: loadFirstScreenRenderer(config, log) };
  };
  const working =
    'export const firstScreenRenderer = { calls: () => null, render: async () => null, ' +
    'prepare: async (language) => { globalThis.preparedIn = language; } };';

  it('takes a renderer, prepared in the default language, when the build offers one', async () => {
    const { renderer, warn } = load(build(working));
    expect(await renderer).not.toBeNull();
    expect((globalThis as { preparedIn?: string }).preparedIn).toBe('de');
    expect(warn).not.toHaveBeenCalled();
  });

  it('draws nothing when turned off or not built, and says why when the build is broken', async () => {
    expect(await load(build(working), 'false').renderer).toBeNull();
    expect(await load(build(null)).renderer).toBeNull();
    for (const source of ['export const other = 1;', 'throw new Error("broken build");']) {
      const { renderer, warn } = load(build(source));
      expect(await renderer).toBeNull();
      expect(warn).toHaveBeenCalledOnce();
    }
  });
});
