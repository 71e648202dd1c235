import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inspectionAnswers, organizations, users } from '../db/schema';
import { withTenant } from '../platform/db/tenancy';
import { TestClient } from '../test/client';
import { createTestApp, type TestApp } from '../test/test-app';
import { generatePassword, seedDemo } from './demo';
import { DEMO_INSPECTIONS } from './demo-inspections';
import { DEMO_PHOTOS } from './demo-photos';
import { DEMO_TEMPLATES } from './demo-templates/seed-demo-templates';

describe('demo data on first start', () => {
  let t: TestApp;
  let adminPassword = '';
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates workspace "Demo" on enterprise with an administrator and an inspector, once', async () => {
    const first = await seedDemo(t.db, { adminEmail: 'boss@example.test', storage: t.app.deps.storage });
    adminPassword = first?.admin.password ?? '';
    expect(first?.admin).toMatchObject({ email: 'boss@example.test', generated: true });
    expect(await seedDemo(t.db, { adminEmail: 'boss@example.test' })).toBeNull();
    expect(await t.db.select().from(users)).toHaveLength(2);

    const admin = new TestClient(t.app);
    await admin.signIn('boss@example.test', first?.admin.password ?? '');
    const auth = (await admin.get('/api/user/auth')).json();
    expect(auth.workspace).toMatchObject({ name: 'Demo', plan: 'enterprise', trial_ends_at: null });
    expect(auth.roles[0].name_lang).toBe('Administrator');

    const inspector = new TestClient(t.app);
    await inspector.signIn('inspector@fieldbook.local', first?.inspector.password ?? '');
    expect((await inspector.get('/api/user/auth')).json().roles[0].name_lang).toBe('Inspector');
    expect((await admin.get('/api/dashboard/overview')).json().members).toEqual({
      total: 2,
      active: 2,
      invited: 0,
    });
  });

  it('fills the demo workspace: published templates, 30 assets and inspections consistent with the engine', async () => {
    const admin = new TestClient(t.app);
    await admin.signIn('boss@example.test', adminPassword);
    const templates = (await admin.get('/api/checklist/template/list?limit=50')).json();
    expect(templates.list.map((row: { title: string }) => row.title).sort()).toEqual(
      DEMO_TEMPLATES.map((spec) => spec.title).sort(),
    );
    expect(
      templates.list.map((row: { status: string; version: number }) => [row.status, row.version]),
    ).toEqual(DEMO_TEMPLATES.map(() => ['published', 1]));
    expect((await admin.get('/api/assets/list')).json().pagination.total).toBe(30);
    const total = DEMO_INSPECTIONS.completed + DEMO_INSPECTIONS.inProgress;
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) => (await admin.get(`/api/inspections?limit=100&page=${page}`)).json()),
    );
    expect(pages[0].pagination.total).toBe(total);
    const list: { id: string; status: string; failed_count: number; document_number: string }[] =
      pages.flatMap((page) => page.list);
    expect(list).toHaveLength(total);
    expect(list.filter((i) => i.status === 'in_progress')).toHaveLength(DEMO_INSPECTIONS.inProgress);
    expect(new Set(list.map((i) => i.document_number)).size).toBe(total);
    const failed = list.filter((i) => i.status === 'completed' && i.failed_count > 0);
    expect(failed.length).toBeGreaterThan(20);
    expect(failed.length).toBeLessThan(DEMO_INSPECTIONS.completed);
    const started = await admin.post('/api/inspections', {
      id: randomUUID(),
      template_id: templates.list[0].id,
      timezone: 'Europe/London',
    });
    expect(started.statusCode, started.body).toBe(201);
    const number = started.json().data.document_number;
    expect(number).toMatch(/^[A-Z]+-\d{4}$/);
    expect(list.map((i) => i.document_number)).not.toContain(number);
    const [org] = await t.db.select({ id: organizations.id }).from(organizations);
    const flagged = await withTenant(t.db, { orgId: org!.id, userId: null }, (tx) =>
      tx
        .select({
          note: inspectionAnswers.note,
          inspectionId: inspectionAnswers.inspectionId,
          media: inspectionAnswers.media,
        })
        .from(inspectionAnswers)
        .where(eq(inspectionAnswers.flagged, true)),
    );
    expect(flagged).toHaveLength(list.reduce((sum, i) => sum + i.failed_count, 0));
    expect(flagged.filter((a) => !a.note)).toEqual([]);
    const photographed = flagged.filter((a) => a.media.length > 0);
    expect(photographed).toHaveLength(DEMO_PHOTOS);
    const photo = await admin.get(
      `/api/inspections/${photographed[0]!.inspectionId}/media/${photographed[0]!.media[0]!}`,
    );
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const overview = (await admin.get('/api/dashboard/overview')).json();
    expect(overview.inspections).toMatchObject({ scope: 'all', in_progress: DEMO_INSPECTIONS.inProgress });
  });

  it('leaves the workspace empty with FIELDBOOK_DEMO_DATA=0', async () => {
    const empty = await createTestApp();
    try {
      await seedDemo(empty.db, {
        adminEmail: 'boss@example.test',
        adminPassword: 'Admin-pass-2026',
        demoData: false,
      });
      const admin = new TestClient(empty.app);
      await admin.signIn('boss@example.test', 'Admin-pass-2026');
      expect((await admin.get('/api/checklist/template/list')).json().pagination.total).toBe(0);
      expect((await admin.get('/api/inspections')).json().pagination.total).toBe(0);
    } finally {
      await empty.close();
    }
  });

  it('generates passwords that satisfy the password rule', () => {
    for (let i = 0; i < 20; i += 1) expect(generatePassword()).toMatch(/^(?=.*[a-z])(?=.*\d)[a-z0-9-]{14}$/);
  });
});
