import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';
import { makeTemplate, saveBody, withQuestion } from './template-test-kit';

let t: AdminTestApp;
let ws: TestWorkspace;
let free: TestWorkspace;
let other: TestWorkspace;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace({ plan: 'premium' });
  free = await t.workspace({ plan: 'free', name: 'Free' });
  other = await t.workspace({ name: 'Other', plan: 'premium' });
});
afterAll(() => t.close());

const filterOf = (f: unknown) => encodeURIComponent(JSON.stringify(f));

describe('template lifecycle and the revision contract', () => {
  it('creates a seeded draft, saves by revision, refuses a stale revision with 409, publishes', async () => {
    const folder = (
      await ws.admin.request('POST', '/api/checklist/template/folder/new', {
        title: 'Vehicles',
        parent_id: null,
      })
    ).json().data;
    const { id, doc } = await makeTemplate(ws.admin, 'Forklift check', folder.id);
    expect(doc).toMatchObject({
      revision: 0,
      status: 'draft',
      published_version: null,
      parent_id: folder.id,
    });
    expect(doc.items.filter((i) => i.depth === 0).map((i) => i.type)).toEqual([
      'start_page',
      'end_page',
      'hidden_page',
    ]);

    const { doc: edited } = withQuestion(doc, 'number');
    const saved = await ws.admin.request('POST', `/api/checklist/template/${id}`, saveBody(edited, 0));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ revision: 1, has_draft: true });

    const stale = await ws.admin.request('POST', `/api/checklist/template/${id}`, saveBody(edited, 0), {
      lang: 'de',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error_code: 'CKL_REVISION_NOT_MATCH', data: { revision: 1 } });
    expect(stale.json().message).toMatch(/Vorlage wurde/);

    const read = (await ws.admin.request('GET', `/api/checklist/template/${id}`)).json().data;
    expect(read.revision).toBe(1);
    expect(read.items).toHaveLength(edited.items.length);
    expect(read.template_id).toBe(id);

    expect(
      (await ws.admin.request('POST', `/api/checklist/template/${id}/publish`, { revision: 0 })).statusCode,
    ).toBe(409);
    const published = await ws.admin.request('POST', `/api/checklist/template/${id}/publish`, {
      revision: 1,
    });
    expect(published.json().data).toEqual({ revision: 1, version: 1, has_draft: false });
    const after = (await ws.admin.request('GET', `/api/checklist/template/${id}`)).json().data;
    expect(after).toMatchObject({ status: 'published', published_version: 1, has_draft: false });

    const last = (await ws.admin.request('GET', `/api/checklist/${id}/last-version-items`)).json().data;
    expect(last.version).toBe(1);
    expect(last.items).toHaveLength(edited.items.length);
    const firstId = edited.items[0]?.id ?? '';
    const past = await ws.admin.request('POST', `/api/checklist/template/${id}/past-items`, {
      ids: [firstId, 'not-there'],
    });
    expect(past.json().data).toEqual([{ id: firstId, version: 1 }]);

    const options = (await ws.admin.request('GET', `/api/checklist/template/${id}/options`)).json().data;
    expect(options).toMatchObject({ title: 'Forklift check', languages: ['en'], published_version: 1 });
  });

  it('lets exactly one of two concurrent saves on the same revision through', async () => {
    const { id, doc } = await makeTemplate(ws.admin);
    const [a, b] = await Promise.all([
      ws.admin.request('POST', `/api/checklist/template/${id}`, saveBody(withQuestion(doc, 'number').doc, 0)),
      ws.admin.request(
        'POST',
        `/api/checklist/template/${id}`,
        saveBody(withQuestion(doc, 'longText').doc, 0),
      ),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await ws.admin.request('GET', `/api/checklist/template/${id}`)).json().data.revision).toBe(1);
  });

  it('answers 422 for an invalid body or a broken structure, naming the item', async () => {
    const { id, doc } = await makeTemplate(ws.admin);
    expect((await ws.admin.request('POST', `/api/checklist/template/${id}`, { items: [] })).statusCode).toBe(
      422,
    );
    const broken = doc.items.map((item, i) => (i === 1 ? { ...item, depth: 3 } : item));
    const res = await ws.admin.request(
      'POST',
      `/api/checklist/template/${id}`,
      saveBody({ ...doc, items: broken }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().data)).toContain(`items.${doc.items[1]?.id}`);
    expect((await ws.admin.request('POST', '/api/checklist/template/new', { title: '' })).statusCode).toBe(
      422,
    );
  });

  it('refuses a question title over 500 characters with a localised message naming the item, and keeps 500', async () => {
    const { id, doc } = await makeTemplate(ws.admin);
    const { doc: withLong, question } = withQuestion(doc, 'textAnswer');
    const items = withLong.items.map((item) =>
      item.id === question.id ? { ...item, title: 'ä'.repeat(501) } : item,
    );
    const res = await ws.admin.request('POST', `/api/checklist/template/${id}`, saveBody({ ...doc, items }), {
      lang: 'fr',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data[`items.${question.id}`]).toBe('Un titre comporte au plus 500 caractères.');
    expect((await ws.admin.request('GET', `/api/checklist/template/${id}`)).json().data.revision).toBe(0);
    const fits = items.map((item) => (item.id === question.id ? { ...item, title: 'ä'.repeat(500) } : item));
    const ok = await ws.admin.request(
      'POST',
      `/api/checklist/template/${id}`,
      saveBody({ ...doc, items: fits }),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('refuses gated types and options on a plan without them (403 naming the plan), on save and sub-entity calls', async () => {
    const { id, doc } = await makeTemplate(free.admin);
    for (const [type, options, plan] of [
      ['calculation', {}, 'standard'],
      ['number', { repeatable: true }, 'premium'],
      ['number', { image_marker_id: 'm1' }, 'premium'],
      ['number', { rule_set_id: 'r1' }, 'standard'],
    ] as const) {
      const res = await free.admin.request(
        'POST',
        `/api/checklist/template/${id}`,
        saveBody(withQuestion(doc, type, options).doc),
      );
      expect(res.statusCode, `${type} ${JSON.stringify(options)}`).toBe(403);
      expect(res.json()).toMatchObject({ error_code: 'PLN_FEATURE_REQUIRED', data: { plan } });
    }
    const rules = await free.admin.request('POST', `/api/checklist/template/${id}/rules/new`, {
      uuid: 'rs1',
      rules: [],
    });
    expect(rules.statusCode).toBe(403);
    expect(rules.json().error_code).toBe('PLN_FEATURE_REQUIRED');
    const ok = await free.admin.request(
      'POST',
      `/api/checklist/template/${id}`,
      saveBody(withQuestion(doc, 'number').doc),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('lists with filters, search and saved queries', async () => {
    const a = await makeTemplate(ws.admin, 'Crane inspection');
    await makeTemplate(ws.admin, 'Ladder inspection');
    await ws.admin.request('POST', `/api/checklist/template/${a.id}/archive`);
    const archived = (
      await ws.admin.request(
        'GET',
        `/api/checklist/template/list?with_saved_queries=1&filter=${filterOf({ archived: { operator: 'equals', value: true } })}`,
      )
    ).json();
    expect(archived.table_name).toBe('checklist_templates');
    expect(archived.list.map((r: { id: string }) => r.id)).toEqual([a.id]);
    const searched = (await ws.admin.request('GET', '/api/checklist/template/list?q=ladder')).json();
    expect(searched.list.map((r: { title: string }) => r.title)).toEqual(['Ladder inspection']);
    const drafts = (
      await ws.admin.request(
        'GET',
        `/api/checklist/template/list?filter=${filterOf({ status: { operator: 'exists-in', value: ['published'] } })}`,
      )
    ).json();
    expect(drafts.list.every((r: { status: string }) => r.status === 'published')).toBe(true);
    expect(
      (
        await ws.admin.request(
          'GET',
          `/api/checklist/template/list?filter=${filterOf({ nope: { operator: 'equals', value: 1 } })}`,
        )
      ).statusCode,
    ).toBe(422);
  });

  it('moves, clones, archives, restores, hides, unhides and deletes', async () => {
    const folder = (
      await ws.admin.request('POST', '/api/checklist/template/folder/new', { title: 'Cranes' })
    ).json().data;
    const { id } = await makeTemplate(ws.admin, 'Tower crane');
    const moved = await ws.admin.request('POST', '/api/checklist/template/move', {
      id,
      parent_id: folder.id,
    });
    expect(moved.json().data.parent_id).toBe(folder.id);
    const listed = (await ws.admin.request('GET', '/api/checklist/template/list?q=Tower')).json();
    expect(listed.list.find((row: { id: string }) => row.id === id)).toMatchObject({ folder: 'Cranes' });
    const clone = await ws.admin.request('POST', `/api/checklist/template/${id}/clone`, { parent_id: null });
    expect(clone.statusCode).toBe(201);
    expect(clone.json().data).toMatchObject({ title: 'Tower crane (copy)', parent_id: null, revision: 0 });
    for (const [action, field, value] of [
      ['archive', 'archived', true],
      ['restore', 'archived', false],
      ['hide', 'hidden', true],
      ['unhide', 'hidden', false],
    ] as const) {
      const res = await ws.admin.request('POST', `/api/checklist/template/${id}/${action}`);
      expect(res.json().data[field], action).toBe(value);
    }
    expect(
      (await ws.admin.request('POST', '/api/checklist/template/move', { id, parent_id: crypto.randomUUID() }))
        .statusCode,
    ).toBe(422);
    expect((await ws.admin.request('DELETE', `/api/checklist/template/${id}`)).statusCode).toBe(200);
    expect((await ws.admin.request('GET', `/api/checklist/template/${id}`)).statusCode).toBe(404);
  });

  it('searches templates for the tree selector and published checklists (limit 10)', async () => {
    const folder = (
      await ws.admin.request('POST', '/api/checklist/template/folder/new', { title: 'Search folder' })
    ).json().data;
    const { id } = await makeTemplate(ws.admin, 'Zebra crossing', folder.id);
    const level = (
      await ws.admin.request('GET', `/api/checklist/template/search?parent_id=${folder.id}`)
    ).json().data;
    expect(level).toEqual([
      { value: id, label: 'Zebra crossing', hasChildren: false, canSelect: true, ancestors: [folder.id] },
    ]);
    const top = (await ws.admin.request('GET', '/api/checklist/template/search')).json().data;
    expect(top.find((o: { value: string }) => o.value === folder.id)).toMatchObject({
      hasChildren: true,
      canSelect: false,
    });
    expect(
      (await ws.admin.request('GET', `/api/checklist/template/search?ids=${id}`)).json().data,
    ).toHaveLength(1);
    expect((await ws.admin.request('GET', '/api/checklist/search?q=zebra')).json().data).toEqual([]);
    const tpl = (await ws.admin.request('GET', `/api/checklist/template/${id}`)).json().data;
    await ws.admin.request('POST', `/api/checklist/template/${id}/publish`, { revision: tpl.revision });
    expect(
      (await ws.admin.request('GET', '/api/checklist/search?q=zebra&limit=10')).json().data,
    ).toHaveLength(1);
    expect((await ws.admin.request('GET', '/api/checklist/search?limit=500')).statusCode).toBe(422);
  });
});

describe('publishing refuses what cannot be answered (ADR 191)', () => {
  it('answers 422 CKL_NOT_PUBLISHABLE naming each item, in the caller language, and publishes nothing', async () => {
    const { id, doc } = await makeTemplate(ws.admin, 'Impossible settings');
    const bounds = withQuestion(doc, 'number', { min: 100, max: 10, decimal: -3 });
    const { doc: edited, question: choice } = withQuestion(bounds.doc, 'yesno');
    const saved = await ws.admin.request('POST', `/api/checklist/template/${id}`, saveBody(edited, 0));
    expect(saved.statusCode).toBe(200);
    const refused = await ws.admin.request(
      'POST',
      `/api/checklist/template/${id}/publish`,
      { revision: 1 },
      { lang: 'fr' },
    );
    expect(refused.statusCode).toBe(422);
    const body = refused.json();
    expect(body.error_code).toBe('CKL_NOT_PUBLISHABLE');
    expect(body.message).toContain('« A number »');
    expect(body.message).toContain('A yesno');
    expect(Object.keys(body.data).sort()).toEqual(
      [
        `items.${bounds.question.id}.decimal`,
        `items.${bounds.question.id}.max`,
        `items.${bounds.question.id}.min`,
        `items.${choice.id}.response_set_id`,
      ].sort(),
    );
    expect(body.data[`items.${bounds.question.id}.min`]).toBe(
      'Le minimum (100) doit être inférieur au maximum (10).',
    );
    const after = (await ws.admin.request('GET', `/api/checklist/template/${id}`)).json().data;
    expect(after.published_version).toBeNull();
  });
});

describe('guards', () => {
  it('answers 401 signed out, 403 without the permission, 403 without the CSRF header', async () => {
    const { id } = await makeTemplate(ws.admin);
    const calls = [
      ['GET', '/api/checklist/template/list'],
      ['GET', `/api/checklist/template/${id}`],
      ['POST', '/api/checklist/template/new', { title: 'x' }],
      ['POST', `/api/checklist/template/${id}/publish`, { revision: 0 }],
      ['DELETE', `/api/checklist/template/${id}`],
      ['GET', '/api/checklist/template/folder/all'],
      ['GET', '/api/checklist/global-response/list'],
      ['GET', '/api/checklist/custom-units/all'],
      ['GET', `/api/checklist/template/${id}/translation/de`],
    ] as const;
    const viewer = await t.member(ws, { permissions: ['USR_VIEW_GROUP_LIST'] });
    for (const [method, url, body] of calls) {
      expect((await t.anonymous(method, url, body)).statusCode, `401 ${url}`).toBe(401);
      expect((await viewer.request(method, url, body)).statusCode, `403 ${url}`).toBe(403);
    }
    const csrf = await ws.admin.request(
      'POST',
      '/api/checklist/template/new',
      { title: 'x' },
      { csrf: false },
    );
    expect(csrf.statusCode).toBe(403);
    expect(csrf.json().error_code).toBe('SEC_CSRF_INVALID');
  });

  it('answers 404 for another workspace’s template and folder', async () => {
    const { id, doc } = await makeTemplate(ws.admin);
    const folder = (
      await ws.admin.request('POST', '/api/checklist/template/folder/new', { title: 'Mine' })
    ).json().data;
    for (const [method, url, body] of [
      ['GET', `/api/checklist/template/${id}`, undefined],
      ['GET', `/api/checklist/template/${id}/options`, undefined],
      ['POST', `/api/checklist/template/${id}`, saveBody(doc)],
      ['POST', `/api/checklist/template/${id}/publish`, { revision: 0 }],
      ['POST', `/api/checklist/template/${id}/clone`, {}],
      ['POST', `/api/checklist/template/${id}/archive`, undefined],
      ['POST', '/api/checklist/template/move', { id, parent_id: null }],
      ['DELETE', `/api/checklist/template/${id}`, undefined],
      ['GET', `/api/checklist/${id}/last-version-items`, undefined],
      ['POST', `/api/checklist/template/${id}/past-items`, { ids: [] }],
      ['POST', `/api/checklist/template/${id}/response/new`, { uuid: 'r', options: [] }],
      ['PUT', `/api/checklist/template/folder/${folder.id}`, { title: 'Theirs' }],
      ['DELETE', `/api/checklist/template/folder/${folder.id}`, undefined],
    ] as const) {
      const res = await other.admin.request(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
