import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp, type Client } from '../../modules/users/admin-test-app';
import { populateWorkspace } from '../populate-workspace';
import { idPool, rows, tenantTables } from '../tenant-tables';
import { malformedRequests, type Operation, type Schema } from './malformed-inputs';

/**
 * The permanent API fuzz probe (issue 17): every operation of the OpenAPI document the app serves gets a
 * bounded set of malformed requests, generated with fast-check from a fixed seed, as a signed-in workspace
 * administrator. None may answer 5xx or take over 5 s, and a 4xx must leave every tenant table's row count
 * as it was. Operations are read from the document, so one added later is probed without being named here.
 */

const SEED = 17_008;
const RANDOM_CASES = 4;
const TIME_LIMIT_MS = 5_000;

interface OpenApiParameter {
  in: string;
  name: string;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Schema> };
}

let t: AdminTestApp;
let admin: Client;
let adminEmail: string;
let orgId: string;
let operations: Operation[];
let tables: string[];
let pool: Map<string, string>;

/** Row counts of every tenant table and of the global ones a request could write (users, organizations). */
async function rowCounts(): Promise<string> {
  const counts = [...tables, 'users', 'organizations'].map(
    (table) => sql`select ${table} || '=' || count(*) as line from ${sql.identifier(table)}`,
  );
  const found = await rows<{ line: string }>(t.db, sql.join(counts, sql` union all `));
  return found.map((row) => row.line).join(' ');
}

function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): Operation => {
      const params = op.parameters ?? [];
      const schema = op.requestBody?.content['application/json']?.schema;
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        body: schema ? { ...schema, $defs: doc.components?.schemas } : null,
      };
    }),
  );
}

/** The id of the workspace's row a path parameter most likely names, judged by the path segment before it. */
function pathValueFor(operation: Operation) {
  return (name: string): string => {
    if (name === 'lang') return 'de';
    const segment = operation.path.split(`/{${name}}`)[0]?.split('/').pop() ?? '';
    const stem = segment.replaceAll('-', '_').replace(/s$/, '');
    const table =
      [...pool.keys()].find((key) => key === `${stem}s`) ??
      [...pool.keys()].find((key) => key.includes(stem));
    return pool.get(table ?? 'organizations') ?? orgId;
  };
}

/** A seed per operation, so adding an operation leaves every other operation's cases as they were. */
function seedOf(operation: Operation): number {
  return SEED ^ createHash('sha256').update(`${operation.method} ${operation.path}`).digest().readUInt32BE(0);
}

/** Signs the administrator in again when a call (sign-out, switching workspace) ended the session. */
async function keepSignedIn(): Promise<void> {
  const me = await admin.request('GET', '/api/user/auth');
  if (me.statusCode === 200 && me.json<{ workspace?: { id: string } }>().workspace?.id === orgId) return;
  await t.db.update(users).set({ lastOrgId: orgId }).where(eq(users.email, adminEmail));
  admin = await t.signIn(adminEmail);
}

function timeLimit(label: string): Promise<never> {
  return new Promise((_resolve, reject) =>
    setTimeout(
      () => reject(new Error(`${label}: no answer within ${TIME_LIMIT_MS} ms`)),
      TIME_LIMIT_MS,
    ).unref(),
  );
}

beforeAll(async () => {
  // Queued jobs (a report PDF) would write rows while later probes run, so this app only enqueues them.
  t = await createAdminTestApp({ env: { JOB_WORKERS: 'false' } });
  const workspace = await t.workspace({ plan: 'enterprise', name: 'Fuzz' });
  admin = workspace.admin;
  orgId = workspace.orgId;
  const [owner] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, admin.userId));
  adminEmail = owner?.email ?? '';
  await populateWorkspace(admin, 'Fuzz', t.db);
  const tenant = await tenantTables(t.db);
  tables = [...tenant.keys()];
  pool = await idPool(t.db, tenant, orgId);
  operations = operationsOf((await admin.request('GET', '/api/docs/json')).json<OpenApiDocument>());
}, 120_000);
afterAll(() => t.close());

describe('API fuzz probe over the OpenAPI document', () => {
  it('reads every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(150);
  });

  it('answers malformed input to every operation with a 4xx in time, and a 4xx writes nothing', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const ids = (field: string) => pool.get(field) ?? [...pool.values()][0] ?? orgId;
      const requests = malformedRequests(
        operation,
        pathValueFor(operation),
        ids,
        seedOf(operation),
        RANDOM_CASES,
      );
      let before = await rowCounts();
      let succeeded = false;
      for (const request of requests) {
        const label = `${operation.method} ${operation.path} — ${request.label}`;
        const headers = request.contentType ? { 'content-type': request.contentType } : undefined;
        const res = await Promise.race([
          admin.request(operation.method, request.url, request.body, headers && { headers }),
          timeLimit(label),
        ]);
        if (res.statusCode >= 500) failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        const after = await rowCounts();
        if (res.statusCode >= 400 && res.statusCode < 500 && after !== before)
          failures.push(`${label} → ${res.statusCode} but wrote rows`);
        if (res.statusCode < 400) succeeded = true;
        before = after;
      }
      if (succeeded) await keepSignedIn();
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
