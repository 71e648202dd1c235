import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { apiModules } from '../modules';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../modules/users/admin-test-app';
import { populateWorkspace } from './populate-workspace';
import { inputJsonSchema, sampleInput } from './sample-input';
import { idPool, rows, tenantTables } from './tenant-tables';
import type { Db } from '../platform/db/client';
import type { Route } from '../platform/http/route';

/**
 * The permanent tenant-isolation probe (issue 17): every route that takes an id in its path or a uuid in its
 * body is called by workspace B's administrator with the ids of workspace A's rows, one table at a time. It
 * must answer 404 or 422, leave A's rows exactly as they were, and never answer with an id of A's that it was
 * not given. Routes are read from the module list, so a route added later is probed without being named here.
 */

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** Non-id path parameters and the value they take (a language of the spec). */
const PLAIN_PARAMS: Record<string, string> = { lang: 'de' };
/**
 * Calls the spec makes idempotent: a missing row counts as done (spec §8, "a missing saved query counts as
 * deleted"). They may answer 2xx to another workspace's id, but still change nothing and reveal nothing.
 */
const MISSING_COUNTS_AS_DONE = new Set(['DELETE /saved-query/:id']);
/** A uuid that names no row: the body's ids while the probe looks for the path that names B's own row. */
const NO_ID = '00000000-0000-4000-8000-000000000000';

/** Every uuid in the text of the workspace's rows (columns and JSON documents alike), read in one statement. */
async function idsIn(db: Db, tables: Map<string, string[]>, orgId: string): Promise<Set<string>> {
  const texts = [...tables.keys()].map(
    (table) => sql`select t::text as text from ${sql.identifier(table)} t where t.org_id = ${orgId}`,
  );
  const found = await rows<{ text: string }>(db, sql.join(texts, sql` union all `));
  return new Set([orgId, ...found.flatMap(({ text }) => text.match(UUID) ?? [])]);
}

/** A digest of every row the workspace owns, table by table, in one statement. */
async function fingerprint(db: Db, tables: Map<string, string[]>, orgId: string): Promise<string> {
  const digests = [...tables.keys(), 'organizations'].map((table) => {
    const column = table === 'organizations' ? 'id' : 'org_id';
    return sql`select ${table} || '=' || count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest
               from ${sql.identifier(table)} t where t.${sql.identifier(column)} = ${orgId}`;
  });
  const found = await rows<{ digest: string }>(db, sql.join(digests, sql` union all `));
  return found.map((row) => row.digest).join('\n');
}

function pathParams(route: Route): string[] {
  return [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] ?? '');
}

function bodyTakesIds(route: Route): boolean {
  return (
    !!route.schemas.body && JSON.stringify(inputJsonSchema(route.schemas.body)).includes('"format":"uuid"')
  );
}

const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/fieldbook-probe-unused' });
const probed = apiModules(config)
  .flatMap((module) => module.routes.map((route) => ({ route, prefix: `/api${module.prefix}` })))
  .filter(({ route }) => route.auth && (pathParams(route).length > 0 || bodyTakesIds(route)));

let t: AdminTestApp;
let a: TestWorkspace;
let b: TestWorkspace;
let tables: Map<string, string[]>;
let poolA: Map<string, string>;
let poolB: Map<string, string>;
let idsOfA: Set<string>;

/** An answer of the probe, with the call it answers. */
interface ProbeAnswer {
  statusCode: number;
  body: string;
  label: string;
}

/**
 * Calls a route as B's administrator: path ids from `pathId`, every uuid of a well-formed body or query from
 * `bodyId`; fails if the answer holds an id of A's that the call did not send.
 */
function callOf(route: Route, prefix: string) {
  const bodySchema = route.schemas.body ? inputJsonSchema(route.schemas.body) : null;
  const querySchema = route.schemas.query ? inputJsonSchema(route.schemas.query) : null;
  return async (pathId: () => string, bodyId: () => string): Promise<ProbeAnswer> => {
    const path = route.url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => PLAIN_PARAMS[name] ?? pathId());
    const query = querySchema
      ? new URLSearchParams(sampleInput(querySchema, bodyId) as Record<string, string>)
      : null;
    const url = `${prefix}${path}${query?.size ? `?${query}` : ''}`;
    const body = bodySchema ? sampleInput(bodySchema, bodyId) : undefined;
    const res = await b.admin.request(route.method, url, body);
    const sent = new Set(`${url} ${JSON.stringify(body)}`.match(UUID) ?? []);
    const leaked = (res.body.match(UUID) ?? []).filter((id) => idsOfA.has(id) && !sent.has(id));
    const label = `${route.method} ${url}`;
    expect(leaked, `${label} answered with ids of the other workspace`).toEqual([]);
    return { statusCode: res.statusCode, body: res.body, label };
  };
}

/**
 * One id of B's own that the route's path takes (it answers something other than 404 for it), trying first the
 * table named by the path segment before the parameter: the body probe then runs once per foreign table, not
 * once per foreign table for every own id (a route that validates its body first answers 422 to them all).
 */
async function ownPathId(route: Route, call: ReturnType<typeof callOf>): Promise<string | null> {
  const stem = (route.url.split('/:')[0]?.split('/').pop() ?? '').replaceAll('-', '_').replace(/s$/, '');
  const ids = [...poolB].sort(([x], [y]) => Number(!x.includes(stem)) - Number(!y.includes(stem)));
  for (const [, id] of ids) {
    const res = await call(
      () => id,
      () => NO_ID,
    );
    if (res.statusCode !== 404) return id;
  }
  return null;
}

/**
 * Registers the probe for one shard of the probed routes (every `shards`-th route from `shard`): the probe is the
 * longest test of the suite, and shards let the test workers share it (ADR 197).
 */
export function describeTenantIsolation(shard: number, shards: number): void {
  const mine = probed.filter((_route, index) => index % shards === shard - 1);
  beforeAll(async () => {
    // Only enqueue: a job the fixture queued (an issue mail, a materialiser run) finishing mid-probe would change
    // A's rows, as the API fuzz probe found (ADR 190).
    t = await createAdminTestApp({ env: { JOB_WORKERS: 'false' } });
    a = await t.workspace({ plan: 'enterprise', name: 'Alpha' });
    b = await t.workspace({ plan: 'enterprise', name: 'Beta' });
    await populateWorkspace(a.admin, 'Alpha', t.db);
    await populateWorkspace(b.admin, 'Beta', t.db);
    tables = await tenantTables(t.db);
    poolA = await idPool(t.db, tables, a.orgId);
    poolB = await idPool(t.db, tables, b.orgId);
    const idsOfB = await idsIn(t.db, tables, b.orgId);
    // Ids both workspaces hold from the start are constants of the product, not A's.
    idsOfA = new Set([...(await idsIn(t.db, tables, a.orgId))].filter((id) => !idsOfB.has(id)));
  }, 120_000);
  afterAll(() => t.close());

  describe(`tenant isolation over the route table, shard ${shard} of ${shards}`, () => {
    it('the fixture gives each workspace a row in every tenant table', () => {
      const empty = [...tables.keys()].filter((table) => !poolA.has(table) || !poolB.has(table));
      expect(empty, 'add these to test/populate-workspace.ts').toEqual([]);
      expect(probed.length).toBeGreaterThan(80);
    });

    it.each(
      mine.map(({ route, prefix }) => [`${route.method} ${prefix}${route.url}`, route, prefix] as const),
    )('%s refuses the other workspace’s ids and changes nothing', async (_name, route, prefix) => {
      const before = await fingerprint(t.db, tables, a.orgId);
      const call = callOf(route, prefix);
      const answers: string[] = [];
      const params = pathParams(route);
      if (params.length > 0) {
        for (const [table, foreignId] of poolA) {
          const res = await call(
            () => foreignId,
            () => foreignId,
          );
          answers.push(`${table}:${res.statusCode}`);
          const allowed = MISSING_COUNTS_AS_DONE.has(`${route.method} ${route.url}`)
            ? [200, 404, 422]
            : [404, 422];
          expect(allowed, `${res.label} (${table}'s id) → ${res.body.slice(0, 300)}`).toContain(
            res.statusCode,
          );
        }
      }
      if (bodyTakesIds(route)) {
        const pathId = params.length > 0 ? await ownPathId(route, call) : NO_ID;
        if (pathId) {
          for (const [table, foreignId] of poolA) {
            const res = await call(
              () => pathId,
              () => foreignId,
            );
            answers.push(`body ${table}:${res.statusCode}`);
            expect(res.statusCode, `${res.label} (${table}'s id) → ${res.body.slice(0, 300)}`).toBeLessThan(
              500,
            );
          }
        }
      }
      expect(await fingerprint(t.db, tables, a.orgId), answers.join(' ')).toBe(before);
      const heldByB = [...(await idsIn(t.db, tables, b.orgId))].filter((id) => idsOfA.has(id));
      expect(heldByB, `${route.method} ${route.url} let B store references to A's rows`).toEqual([]);
    });
  });
}
