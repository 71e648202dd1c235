import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiModules } from '../../modules';
import { TestClient } from '../../test/client';
import { createOwner, createUser, createWorkspace, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { defineRoute } from './route';

const ok = z.object({ ok: z.literal(true) });
const fixtures = [
  defineRoute({
    method: 'GET',
    url: '/guard/roles',
    summary: 'needs one code',
    permission: 'USR_MANAGE_ROLE',
    response: ok,
    handler: async () => ({ ok: true as const }),
  }),
  defineRoute({
    method: 'GET',
    url: '/guard/lists',
    summary: 'needs any of two codes',
    permission: ['RES_MANAGE_GLOBAL_LISTS', 'RES_VIEW_GLOBAL_LISTS'],
    response: ok,
    handler: async () => ({ ok: true as const }),
  }),
  defineRoute({
    method: 'GET',
    url: '/guard/rules',
    summary: 'needs a plan feature',
    feature: 'ckl_rule',
    response: ok,
    handler: async () => ({ ok: true as const }),
  }),
  defineRoute({
    method: 'POST',
    url: '/guard/echo',
    summary: 'validates a body',
    auth: false,
    body: z.object({
      name: z.string().trim().min(1).max(5),
      age: z.number().int().min(18),
      tags: z.array(z.string()).min(1),
    }),
    response: ok,
    handler: async () => ({ ok: true as const }),
  }),
  defineRoute({
    method: 'GET',
    url: '/guard/boom',
    summary: 'fails',
    auth: false,
    response: ok,
    handler: async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    },
  }),
];

describe('route guard and error envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ extraModules: [{ name: 'guard-fixtures', prefix: '', routes: fixtures }] });
  });
  afterAll(() => t.close());

  async function admin(plan: 'free' | 'standard' = 'standard', trial = false) {
    const { user } = await createOwner(t.db, { plan, trial });
    const c = new TestClient(t.app);
    await c.signIn(user.email, TEST_PASSWORD);
    return c;
  }

  async function inspector(lang = 'en') {
    const owner = await createUser(t.db);
    const user = await createUser(t.db);
    await createWorkspace(t.db, owner.id, { inspectors: [user.id], plan: 'enterprise' });
    const c = new TestClient(t.app, lang);
    await c.signIn(user.email, TEST_PASSWORD);
    return c;
  }

  it('lets a role holding the code through', async () => {
    expect((await (await admin()).get('/api/guard/roles')).statusCode).toBe(200);
  });

  it('answers 403 for a missing permission, localised', async () => {
    const response = await (await inspector('de')).get('/api/guard/roles');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Sie haben keine Berechtigung für diese Aktion.',
      error_code: 'USR_FORBIDDEN',
      data: null,
    });
  });

  it('accepts any one of alternative codes', async () => {
    expect((await (await inspector()).get('/api/guard/lists')).statusCode).toBe(200);
  });

  it('answers 403 PLN_FEATURE_REQUIRED naming the plan when the plan lacks the feature', async () => {
    const response = await (await admin('free')).get('/api/guard/rules');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'This feature requires the Standard plan. Upgrade to access it.',
      error_code: 'PLN_FEATURE_REQUIRED',
      data: { plan: 'standard', feature: 'ckl_rule' },
    });
  });

  it.each([
    ['a plan that has it', 'standard', false],
    ['a trial of a better plan', 'free', true],
  ] as const)('allows the feature on %s', async (_label, plan, trial) => {
    expect((await (await admin(plan, trial)).get('/api/guard/rules')).statusCode).toBe(200);
  });

  it.each([
    [
      'en',
      {
        name: 'This field is required.',
        age: 'The value must be at least 18.',
        tags: 'This field is required.',
      },
    ],
    [
      'fr',
      {
        name: 'Ce champ est obligatoire.',
        age: 'La valeur doit être au moins 18.',
        tags: 'Ce champ est obligatoire.',
      },
    ],
  ])('answers 422 with a localised field map (%s)', async (lang, data) => {
    const response = await new TestClient(t.app, lang).post('/api/guard/echo', {
      name: ' ',
      age: 12,
      tags: [],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error_code: '_VALIDATION_FAILED', data });
  });

  it('answers 500 without a stack trace or internals', async () => {
    const response = await new TestClient(t.app).get('/api/guard/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      error_code: '_INTERNAL_ERROR',
      data: null,
    });
    expect(response.body).not.toContain('/srv/app.ts');
  });

  it('answers malformed JSON with the envelope', async () => {
    const token = await new TestClient(t.app).csrfToken();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/guard/echo',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${token}`,
        'x-xsrf-token': token,
      },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: '_VALIDATION_FAILED', data: null });
  });

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers unknown /api calls (%s) with a JSON 404',
    async (method) => {
      const response = await new TestClient(t.app).request(method, '/api/does/not/exist');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error_code: '_ROUTE_NOT_FOUND',
        message: 'This API call does not exist.',
      });
    },
  );

  describe('every declared API route', () => {
    const routes = apiModules({ isProduction: false } as Parameters<typeof apiModules>[0]).flatMap(
      (m) => m.routes,
    );
    const concrete = (url: string) => `/api${url.replace(':id', '00000000-0000-4000-8000-000000000000')}`;

    it.each(routes.filter((r) => r.method !== 'GET').map((r) => [r.method, r.url] as const))(
      '%s %s refuses a call without the CSRF header (403)',
      async (method, url) => {
        const response = await new TestClient(t.app).request(method, concrete(url), {}, { csrf: false });
        expect(response.statusCode).toBe(403);
        expect(response.json().error_code).toBe('SEC_CSRF_INVALID');
      },
    );

    it.each(routes.filter((r) => r.auth).map((r) => [r.method, r.url] as const))(
      '%s %s answers 401 when signed out',
      async (method, url) => {
        const response = await new TestClient(t.app).request(
          method,
          concrete(url),
          method === 'GET' ? undefined : {},
        );
        expect(response.statusCode).toBe(401);
        expect(response.json().error_code).toBe('USR_UNAUTHENTICATED');
      },
    );
  });
});
