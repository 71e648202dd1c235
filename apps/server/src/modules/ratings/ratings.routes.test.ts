import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistRatings } from '../../db/schema';
import { multipartParts } from '../../test/multipart';
import { testFiles } from '../../platform/uploads/test-files';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  other = await t.workspace({ name: 'Other' });
});
afterAll(() => t.close());

const URL = '/api/checklist/settings/ratings';
const levels = [1, 2, 3, 4, 5].map((value) => ({
  value,
  labels: { en: `Level ${value}`, de: `Stufe ${value}` },
  color: value === 1 ? '#2f9e44' : null,
}));
const order = [5, 4, 3, 2, 1];

function post(
  client: TestWorkspace['admin'],
  fields: Record<string, string>,
  files = [] as Parameters<typeof multipartParts>[1],
) {
  const { body, options } = multipartParts(fields, files);
  return client.request('POST', URL, body, options);
}

describe('rating settings', () => {
  it('answers the standard scale before anything is saved, labelled in the preferred language', async () => {
    const res = await ws.admin.request('GET', `${URL}?preferred_lang=de`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.order).toEqual([1, 2, 3, 4, 5]);
    expect(data.rating[0]).toMatchObject({ id: null, value: 1, label: 'Ausgezeichnet', color: null });
    expect(data.rating[4].label).toBe('Verbesserung nötig');
    expect(data.icons).toEqual({ 1: null, 2: null, 3: null, 4: null, 5: null });
  });

  it('stores labels, colours, order and icons in one call and serves the icons to its workspace only', async () => {
    const res = await post(ws.admin, { rating: JSON.stringify(levels), order: JSON.stringify(order) }, [
      { field: 'icons[1]', name: 'star.png', bytes: testFiles.png() },
      { field: 'icons[5]', name: 'warn.gif', bytes: testFiles.gif() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.order).toEqual(order);
    expect(data.rating.map((l: { value: number }) => l.value)).toEqual(order);
    expect(data.rating[4]).toMatchObject({ value: 1, label: 'Level 1', color: '#2f9e44' });
    expect(data.icons['3']).toBeNull();
    const icon = await ws.admin.request('GET', data.icons['1']);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.equals(testFiles.png())).toBe(true);
    expect((await other.admin.request('GET', data.icons['1'])).statusCode).toBe(404);
    const fr = (
      await ws.admin.request('GET', URL, undefined, { headers: { 'accept-language': 'fr' } })
    ).json().data;
    expect(fr.rating.find((l: { value: number }) => l.value === 2).label).toBe('Level 2');
    const log = await ws.admin.request('GET', '/api/log/activity-log');
    expect(log.body).toContain('ratings.updated');
  });

  it('keeps an icon on a later save without a file, and drops it with remove_icon', async () => {
    const keep = await post(ws.admin, { rating: JSON.stringify(levels), order: JSON.stringify(order) });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json().data.icons['1']).not.toBeNull();
    const dropped = levels.map((l) => (l.value === 5 ? { ...l, remove_icon: true } : l));
    const drop = await post(ws.admin, { rating: JSON.stringify(dropped), order: JSON.stringify(order) });
    expect(drop.json().data.icons['5']).toBeNull();
    expect(drop.json().data.icons['1']).not.toBeNull();
  });

  it('changes one level with PUT (labels, colour, new icon) and answers 404 for an unknown id', async () => {
    const before = (await ws.admin.request('GET', URL)).json().data;
    const three = before.rating.find((l: { value: number }) => l.value === 3);
    const { body, options } = multipartParts(
      { rating: JSON.stringify({ labels: { en: 'Okay' }, color: '#f08c00' }) },
      [{ field: 'icon', name: 'ok.webp', bytes: testFiles.webp() }],
    );
    const res = await ws.admin.request('PUT', `${URL}/${three.id}`, body, options);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data;
    expect(after.rating.find((l: { value: number }) => l.value === 3)).toMatchObject({
      id: three.id,
      label: 'Okay',
      color: '#f08c00',
    });
    expect(after.icons['3']).toMatch(/\/icon\?v=/);
    expect(after.order).toEqual(order);
    const missing = await ws.admin.request(
      'PUT',
      `${URL}/00000000-0000-4000-8000-000000000000`,
      body,
      options,
    );
    expect(missing.statusCode).toBe(404);
    const foreign = await other.admin.request('PUT', `${URL}/${three.id}`, body, options);
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses bad input with 422 and writes nothing', async () => {
    const before = await t.db.select().from(checklistRatings);
    const cases: [Record<string, string>, Parameters<typeof multipartParts>[1], string][] = [
      [{ rating: JSON.stringify(levels.slice(0, 4)), order: JSON.stringify(order) }, [], 'rating'],
      [{ rating: JSON.stringify(levels), order: JSON.stringify([1, 1, 2, 3, 4]) }, [], 'order'],
      [{ rating: 'not json', order: JSON.stringify(order) }, [], 'rating'],
      [{ order: JSON.stringify(order) }, [], 'rating'],
      [
        { rating: JSON.stringify(levels), order: JSON.stringify(order) },
        [{ field: 'icons[2]', name: 'a.png', bytes: testFiles.pdf() }],
        'icons[2]',
      ],
      [
        { rating: JSON.stringify(levels), order: JSON.stringify(order) },
        [{ field: 'icons[9]', name: 'a.png', bytes: testFiles.png() }],
        'icons[9]',
      ],
      [
        { rating: JSON.stringify(levels.map((l) => ({ ...l, color: 'red' }))), order: JSON.stringify(order) },
        [],
        'rating.0.color',
      ],
    ];
    for (const [fields, files, field] of cases) {
      const res = await post(ws.admin, fields, files);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().data)).toContain(field);
    }
    expect(await t.db.select().from(checklistRatings)).toEqual(before);
  });

  it('needs APP_EDIT_SETTINGS to change, a session to read, and CSRF to post', async () => {
    const viewer = await t.member(ws, { permissions: ['APP_VIEW_SETTINGS'] });
    expect((await viewer.request('GET', URL)).statusCode).toBe(200);
    const res = await post(viewer, { rating: JSON.stringify(levels), order: JSON.stringify(order) });
    expect(res.statusCode).toBe(403);
    expect((await t.anonymous('GET', URL)).statusCode).toBe(401);
    const { body, options } = multipartParts({
      rating: JSON.stringify(levels),
      order: JSON.stringify(order),
    });
    const noCsrf = await ws.admin.request('POST', URL, body, { ...options, csrf: false });
    expect(noCsrf.statusCode).toBe(403);
  });
});
