import type { BrowserContext } from 'playwright-core';
import type { Item } from '../../packages/domain/src/templates';
import { buildBuilderCase } from './templates';

/** The draft document as the server answers it (with the seeded start and end pages). */
type Draft = Record<string, unknown> & { items: Item[]; revision: number };

/** Calls the API with the context's session cookies and the XSRF header a browser would send. */
export async function call<T = Draft>(
  context: BrowserContext,
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ data: T }> {
  const cookies = await context.cookies(baseUrl);
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await context.request.fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), 'Content-Type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { data: T };
}

/** Signs in through the API (as the login screen does) so the context holds a session. */
export async function apiSignIn(context: BrowserContext, baseUrl: string, email: string, password: string) {
  await context.request.get(`${baseUrl}/api/health`);
  await call(context, baseUrl, 'POST', '/login', { email, password });
}

/**
 * Creates a draft template holding `generated` (pages or items) between the seeded start page and end page, and
 * `rule_sets`, saved through the editor's own save call; answers the template id and the saved revision.
 */
export async function saveNewTemplate(
  context: BrowserContext,
  baseUrl: string,
  title: string,
  generated: Item[],
  rule_sets: unknown[] = [],
): Promise<{ id: string; revision: number; items: Item[] }> {
  const created = await call(context, baseUrl, 'POST', '/checklist/template/new', { title, parent_id: null });
  const doc = created.data;
  const endPage = doc.items.findIndex((item, i) => i > 0 && item.depth === 0);
  const items = [...doc.items.slice(0, endPage), ...generated, ...doc.items.slice(endPage)];
  const { template_id: _t, id, ...rest } = doc;
  const saved = await call<{ revision: number }>(
    context,
    baseUrl,
    'POST',
    `/checklist/template/${String(id)}`,
    {
      ...rest,
      items,
      rule_sets,
      revision: doc.revision,
      contains_asset: false,
    },
  );
  return { id: String(id), revision: saved.data.revision, items };
}

/** Creates a draft template of `questions` generated questions (the builder's case); answers its id. */
export async function createBenchTemplate(
  context: BrowserContext,
  baseUrl: string,
  questions: number,
): Promise<string> {
  const generated = buildBuilderCase(questions).items;
  return (await saveNewTemplate(context, baseUrl, `Builder bench ${questions}`, generated)).id;
}
