import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiModules } from '../../modules';
import { TestClient } from '../../test/client';
import { createOwner, TEST_PASSWORD } from '../../test/factories';
import { inputJsonSchema, sampleInput } from '../../test/sample-input';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Route } from './route';

/**
 * The permanent CSRF probe (issue 17, ADR 188): every state-changing route of the route table, signed in as a
 * workspace's administrator, called over real HTTP under several spellings of its path, without a valid
 * anti-forgery token: no header, or a token the caller forged in both cookie and header. Each answers 403
 * SEC_CSRF_INVALID and the database is unchanged. Routes are read from the module list, so later ones are probed.
 */

const NO_ID = '00000000-0000-4000-8000-000000000000';
const FORGED = 'forged-by-a-sibling-site';

/** The spellings of one path a browser or a hand-written request can send (all reach the same handler or none). */
function spellings(path: string, origin: string): Record<string, string> {
  const rest = path.slice('/api'.length);
  return {
    canonical: path,
    'percent-encoded letter': `/%61pi${rest}`,
    'percent-encoded path': `/api${rest.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
    'absolute-form': `${origin}${path}`,
    'double slash': `//api/${rest.replace(/^\/+/, '')}`,
    'inner double slash': `/api/${rest}`,
    'trailing slash': `${path}/`,
    'upper case': `/API${rest}`,
    'dot segments': `/assets/..${path}`,
  };
}

interface RawAnswer {
  status: number;
  body: string;
}

/** Sends a request line exactly as written (node:http does not normalise the target). */
function send(port: number, method: string, target: string, headers: Record<string, string>, body: string) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const routes = apiModules({ isProduction: false } as Parameters<typeof apiModules>[0])
  .flatMap((module) => module.routes.map((route) => ({ route, path: `/api${module.prefix}${route.url}` })))
  .filter(({ route }) => route.method !== 'GET');

let t: TestApp;
let port: number;
let origin: string;
let session: string;

/** A digest of every row of every table, in one statement: a refused request must leave it as it was. */
async function fingerprint(): Promise<string> {
  const result = (await t.db.execute(sql`
    select string_agg(table_name || ':' || (xpath('/row/c/text()',
             query_to_xml(format('select md5(coalesce(string_agg(t::text, %L order by t::text), %L)) as c from %I t',
                                 '|', '', table_name), false, true, '')))[1]::text, ',' order by table_name) as digest
    from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as {
    rows: { digest: string }[];
  };
  return result.rows[0]?.digest ?? '';
}

beforeAll(async () => {
  t = await createTestApp();
  const { user } = await createOwner(t.db, { plan: 'enterprise' });
  const client = new TestClient(t.app);
  await client.signIn(user.email, TEST_PASSWORD);
  session = client.cookies.get('fb_session') ?? '';
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
}, 60_000);
afterAll(() => t.close());

describe('CSRF over every state-changing route and every spelling of its path', () => {
  it('covers the route table', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it('lets the right token through (the probe reaches the routes)', async () => {
    const client = new TestClient(t.app);
    const { user } = await createOwner(t.db);
    await client.signIn(user.email, TEST_PASSWORD);
    const token = client.cookies.get('XSRF-TOKEN') ?? '';
    const cookie = `fb_session=${client.cookies.get('fb_session')}; XSRF-TOKEN=${token}`;
    const answer = await send(port, 'POST', '/api/user/logout', { cookie, 'x-xsrf-token': token }, '{}');
    expect(answer.status).toBe(200);
  });

  it("refuses another session's token: the token is bound to the session, not only to a cookie", async () => {
    const other = new TestClient(t.app);
    const { user } = await createOwner(t.db);
    await other.signIn(user.email, TEST_PASSWORD);
    const stolen = other.cookies.get('XSRF-TOKEN') ?? '';
    const cookie = `fb_session=${session}; XSRF-TOKEN=${stolen}`;
    const answer = await send(port, 'POST', '/api/user/logout', { cookie, 'x-xsrf-token': stolen }, '{}');
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('SEC_CSRF_INVALID');
  });

  it.each(routes.map(({ route, path }) => [`${route.method} ${path}`, route, path] as const))(
    '%s refuses a call without a valid token under every spelling',
    async (_name, route: Route, path: string) => {
      const concrete = path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => (name === 'lang' ? 'de' : NO_ID));
      const body = JSON.stringify(
        route.schemas.body ? sampleInput(inputJsonSchema(route.schemas.body), () => NO_ID) : {},
      );
      const before = await fingerprint();
      const wrong: string[] = [];
      for (const [spelling, target] of Object.entries(spellings(concrete, origin))) {
        const attempts = {
          'no header': { cookie: `fb_session=${session}` },
          'forged double-submit': {
            cookie: `fb_session=${session}; XSRF-TOKEN=${FORGED}`,
            'x-xsrf-token': FORGED,
          },
        };
        for (const [attempt, headers] of Object.entries(attempts)) {
          const answer = await send(port, route.method, target, headers, body);
          const refused = answer.status === 403 && answer.body.includes('SEC_CSRF_INVALID');
          if (!refused)
            wrong.push(`${spelling} (${target}), ${attempt} → ${answer.status} ${answer.body.slice(0, 120)}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(await fingerprint()).toBe(before);
    },
  );
});
