import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { TestClient } from '../test/client';
import { createTestApp, type TestApp } from '../test/test-app';
import { generatePassword, seedDemo } from './demo';

describe('demo data on first start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates workspace "Demo" on enterprise with an administrator and an inspector, once', async () => {
    const first = await seedDemo(t.db, { adminEmail: 'boss@example.test' });
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

  it('generates passwords that satisfy the password rule', () => {
    for (let i = 0; i < 20; i += 1) expect(generatePassword()).toMatch(/^(?=.*[a-z])(?=.*\d)[a-z0-9-]{14}$/);
  });
});
