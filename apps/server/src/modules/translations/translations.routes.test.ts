import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';
import { RICH_TEXT_MAX_LENGTH, type TemplateDocument } from '@fieldbook/domain/templates';
import { makeTemplate, saveBody, withQuestion } from '../templates/template-test-kit';

/** A tiny LibreTranslate stand-in on loopback: /translate answers "[target] text" for each q. */
function startFakeTranslator(): Promise<{
  server: Server;
  url: string;
  requests: { q: string[]; target: string; format: string }[];
}> {
  const requests: { q: string[]; target: string; format: string }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { q: string[]; source: string; target: string; format: string };
      if (req.url !== '/translate' || !Array.isArray(body.q)) {
        res.writeHead(400).end();
        return;
      }
      requests.push({ q: body.q, target: body.target, format: body.format });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ translatedText: body.q.map((q) => `[${body.target}] ${q}`) }));
    });
  });
  return new Promise((resolve) =>
    server.listen(3731, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, requests });
    }),
  );
}

let t: AdminTestApp;
let bare: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let fake: Awaited<ReturnType<typeof startFakeTranslator>>;
beforeAll(async () => {
  fake = await startFakeTranslator();
  t = await createAdminTestApp({ env: { TRANSLATE_URL: `${fake.url}/` } });
  ws = await t.workspace();
  other = await t.workspace({ name: 'Other' });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fake.server.close(resolve));
});

describe('template translations', () => {
  it('says whether a translation service is configured', async () => {
    const res = await ws.admin.request('GET', '/api/checklist/translation/service');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { available: true } });
  });

  it('adds a language, edits the grid, bulk-updates, auto-translates, keeps history, removes', async () => {
    const made = await makeTemplate(ws.admin, 'Scaffold check');
    const { id } = made;
    const doc = {
      ...made.doc,
      items: made.doc.items.map((item, i) => ({ ...item, title: `Question ${i}` })),
    };
    expect(
      (await ws.admin.request('POST', `/api/checklist/template/${id}`, saveBody(doc, 0))).statusCode,
    ).toBe(200);
    const [first, second] = doc.items;
    if (!first || !second) throw new Error('the seeded template has fewer than two items');

    const added = await ws.admin.request('POST', `/api/checklist/template/${id}/translation/add`, {
      lang: 'de',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toEqual({ revision: 2, languages: ['en', 'de'] });
    expect(
      (await ws.admin.request('POST', `/api/checklist/template/${id}/translation/add`, { lang: 'de' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await ws.admin.request('POST', `/api/checklist/template/${id}/translation/add`, { lang: 'en' }))
        .statusCode,
    ).toBe(422);

    const put = await ws.admin.request('PUT', `/api/checklist/template/${id}/translation/de`, {
      translations: { [first.id]: 'Erste Frage' },
    });
    expect(put.json().data).toMatchObject({ changed: 1, revision: 3 });
    const unknown = await ws.admin.request('PUT', `/api/checklist/template/${id}/translation/de`, {
      translations: { nope: 'x' },
    });
    expect(unknown.statusCode).toBe(422);

    const bulk = await ws.admin.request('PUT', `/api/checklist/template/${id}/translation/de/bulk-update`, {
      items: [
        { key: first.id, value: '' },
        { key: second.id, value: 'Zweite' },
      ],
    });
    expect(bulk.json().data.translations).toEqual({ [second.id]: 'Zweite' });

    const auto = await ws.admin.request(
      'PUT',
      `/api/checklist/template/${id}/translation/de/bulk-auto-translate`,
      {
        keys: [first.id],
      },
    );
    expect(auto.statusCode).toBe(200);
    expect(auto.json().data.translations[first.id]).toBe(`[de] ${first.title}`);
    expect(fake.requests.at(-1)).toEqual({ q: [first.title], target: 'de', format: 'text' });
    const eleven = Array.from({ length: 11 }, () => first.id);
    expect(
      (
        await ws.admin.request('PUT', `/api/checklist/template/${id}/translation/de/bulk-auto-translate`, {
          keys: eleven,
        })
      ).statusCode,
    ).toBe(422);

    const grid = (await ws.admin.request('GET', `/api/checklist/template/${id}/translation/de`)).json().data;
    expect(grid.entries.find((e: { key: string }) => e.key === second.id)).toMatchObject({
      source: second.title,
      translation: 'Zweite',
    });

    const history = (
      await ws.admin.request('GET', `/api/checklist/template/${id}/translation/de/history`)
    ).json().data;
    expect(history.map((h: { source: string }) => h.source)).toEqual(['auto', 'bulk', 'bulk', 'edit']);
    expect(history[0]).toMatchObject({ key: first.id, old_value: null, new_value: `[de] ${first.title}` });
    expect(history[0].user_id).toBe(ws.admin.userId);

    const stale = await ws.admin.request('POST', `/api/checklist/template/${id}`, saveBody(doc, 1));
    expect(stale.statusCode).toBe(409);

    expect(
      (await ws.admin.request('POST', `/api/checklist/template/${id}/set-language`, { lang: 'de' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await ws.admin.request('DELETE', `/api/checklist/template/${id}/translation/de`)).json().data
        .languages,
    ).toEqual(['en']);
    expect((await ws.admin.request('GET', `/api/checklist/template/${id}/translation/de`)).statusCode).toBe(
      404,
    );
    const set = await ws.admin.request('POST', `/api/checklist/template/${id}/set-language`, { lang: 'fr' });
    expect(set.json().data.languages).toEqual(['fr']);
  });

  it('lists an instruction body as HTML, auto-translates it as HTML, and refuses an overlong body', async () => {
    const made = await makeTemplate(ws.admin, 'Rich check');
    const html = '<p><strong>Wear</strong> gloves</p>';
    const { doc, question } = withQuestion(made.doc, 'instruction', { content: html });
    const saved = await ws.admin.request('POST', `/api/checklist/template/${made.id}`, saveBody(doc, 0));
    expect(saved.statusCode).toBe(200);
    await ws.admin.request('POST', `/api/checklist/template/${made.id}/translation/add`, { lang: 'fr' });
    const contentKey = `${question.id}:content`;

    const grid = (await ws.admin.request('GET', `/api/checklist/template/${made.id}/translation/fr`)).json()
      .data;
    const keys = grid.entries.map((e: { key: string }) => e.key);
    expect(keys.indexOf(contentKey)).toBe(keys.indexOf(question.id) + 1);
    expect(grid.entries[keys.indexOf(contentKey)]).toEqual({
      key: contentKey,
      kind: 'content',
      source: html,
      translation: null,
    });

    const auto = await ws.admin.request(
      'PUT',
      `/api/checklist/template/${made.id}/translation/fr/bulk-auto-translate`,
      { keys: [contentKey, question.id] },
    );
    expect(auto.json().data.translations).toEqual({
      [question.id]: `[fr] ${question.title}`,
      [contentKey]: `[fr] ${html}`,
    });
    expect(fake.requests.slice(-2)).toEqual([
      { q: [question.title], target: 'fr', format: 'text' },
      { q: [html], target: 'fr', format: 'html' },
    ]);

    const long = withQuestion(doc, 'instruction', { content: 'x'.repeat(RICH_TEXT_MAX_LENGTH + 1) });
    const refused = await ws.admin.request(
      'POST',
      `/api/checklist/template/${made.id}`,
      saveBody(long.doc, 1),
    );
    expect(refused.statusCode).toBe(422);
  });

  it('lists related-info texts after their item under block:entry, as HTML, and keeps them when entries are inserted', async () => {
    const made = await makeTemplate(ws.admin, 'Info check');
    const block = randomUUID();
    const html = '<p>See the <em>manual</em></p>';
    const { doc, question } = withQuestion(made.doc, 'number', { info_id: block });
    // Entries without ids, as documents stored before ADR 170 hold them.
    const stored = [
      { type: 'text', value: html },
      { type: 'link', value: 'https://example.org' },
      { type: 'text', value: '<p></p>' },
    ];
    const saved = await ws.admin.request(
      'POST',
      `/api/checklist/template/${made.id}`,
      saveBody({ ...doc, info: [{ uuid: block, items: stored }] } as TemplateDocument, 0),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await ws.admin.request('POST', `/api/checklist/template/${made.id}/translation/add`, { lang: 'fr' });
    const infoKey = `${block}:entry-0`;
    const gridOf = async () =>
      (await ws.admin.request('GET', `/api/checklist/template/${made.id}/translation/fr`)).json().data
        .entries as { key: string; kind: string; source: string; translation: string | null }[];

    const entries = await gridOf();
    const at = entries.findIndex((e) => e.key === question.id);
    expect(entries.filter((e) => e.kind === 'info')).toEqual([
      { key: infoKey, kind: 'info', source: html, translation: null },
    ]);
    expect(entries[at + 1]?.key).toBe(infoKey);

    const auto = await ws.admin.request(
      'PUT',
      `/api/checklist/template/${made.id}/translation/fr/bulk-auto-translate`,
      { keys: [infoKey] },
    );
    expect(auto.json().data.translations).toEqual({ [infoKey]: `[fr] ${html}` });
    expect(fake.requests.at(-1)).toEqual({ q: [html], target: 'fr', format: 'html' });

    const draft = (await ws.admin.request('GET', `/api/checklist/template/${made.id}`)).json().data;
    const kept = draft.info[0].items as { id: string }[];
    expect(kept.map((e) => e.id)).toEqual(['entry-0', 'entry-1', 'entry-2']);
    const inserted = {
      ...draft,
      info: [{ uuid: block, items: [{ id: 'first', type: 'text', value: '<p>Stop</p>' }, ...kept] }],
    };
    const again = await ws.admin.request(
      'POST',
      `/api/checklist/template/${made.id}`,
      saveBody(inserted as TemplateDocument),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((await gridOf()).filter((e) => e.kind === 'info')).toEqual([
      { key: `${block}:first`, kind: 'info', source: '<p>Stop</p>', translation: null },
      { key: infoKey, kind: 'info', source: html, translation: `[fr] ${html}` },
    ]);
  });

  it('answers 503 with a clear message when no translation service is configured', async () => {
    bare = await createAdminTestApp();
    try {
      const w = await bare.workspace();
      const status = await w.admin.request('GET', '/api/checklist/translation/service');
      expect(status.json()).toEqual({ data: { available: false } });
      const { id, doc } = await makeTemplate(w.admin);
      await w.admin.request('POST', `/api/checklist/template/${id}/translation/add`, { lang: 'fr' });
      const res = await w.admin.request(
        'PUT',
        `/api/checklist/template/${id}/translation/fr/bulk-auto-translate`,
        { keys: [doc.items[1]?.id] },
        { lang: 'de' },
      );
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error_code: 'CKL_TRANSLATION_UNAVAILABLE' });
      expect(res.json().message).toMatch(/Übersetzungsdienst/);
    } finally {
      await bare.close();
    }
  });

  it('keeps workspaces apart and refuses without permission or CSRF', async () => {
    const { id } = await makeTemplate(ws.admin);
    await ws.admin.request('POST', `/api/checklist/template/${id}/translation/add`, { lang: 'fr' });
    for (const [method, url, body] of [
      ['GET', `/api/checklist/template/${id}/translation/fr`, undefined],
      [
        'PUT',
        `/api/checklist/template/${id}/translation/fr/bulk-update`,
        { items: [{ key: 'k', value: 'v' }] },
      ],
      ['DELETE', `/api/checklist/template/${id}/translation/fr`, undefined],
      ['POST', `/api/checklist/template/${id}/set-language`, { lang: 'de' }],
      ['GET', `/api/checklist/template/${id}/translation/fr/history`, undefined],
    ] as const)
      expect((await other.admin.request(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    const viewer = await t.member(ws, { permissions: [] });
    expect((await viewer.request('GET', `/api/checklist/template/${id}/translation/fr`)).statusCode).toBe(
      403,
    );
    expect((await viewer.request('GET', '/api/checklist/translation/service')).statusCode).toBe(403);
    expect(
      (
        await ws.admin.request(
          'POST',
          `/api/checklist/template/${id}/translation/add`,
          { lang: 'de' },
          { csrf: false },
        )
      ).statusCode,
    ).toBe(403);
  });
});
