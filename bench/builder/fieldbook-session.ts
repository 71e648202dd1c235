import type { BrowserContext } from 'playwright-core';
import type { Item } from '../../packages/domain/src/templates';
import { buildBuilderCase } from './templates';

/** Calls the API with the context's session cookies and the XSRF header a browser would send. */
async function call(
  context: BrowserContext,
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) {
  const cookies = await context.cookies(baseUrl);
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await context.request.fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), 'Content-Type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { data: Record<string, unknown> & { items: Item[]; revision: number } };
}

/** Signs in through the API (as the login screen does) so the context holds a session. */
export async function apiSignIn(context: BrowserContext, baseUrl: string, email: string, password: string) {
  await context.request.get(`${baseUrl}/api/health`);
  await call(context, baseUrl, 'POST', '/login', { email, password });
}

/**
 * Creates a draft template holding the generated questions between the seeded start page and end page,
 * saved through the editor's own save call; answers the template id.
 */
export async function createBenchTemplate(
  context: BrowserContext,
  baseUrl: string,
  questions: number,
): Promise<string> {
  const created = await call(context, baseUrl, 'POST', '/checklist/template/new', {
    title: `Builder bench ${questions}`,
    parent_id: null,
  });
  const doc = created.data;
  const endPage = doc.items.findIndex((item, i) => i > 0 && item.depth === 0);
  const generated = buildBuilderCase(questions).items;
  const items = [...doc.items.slice(0, endPage), ...generated, ...doc.items.slice(endPage)];
  const { template_id: _t, id, ...rest } = doc;
  await call(context, baseUrl, 'POST', `/checklist/template/${String(id)}`, {
    ...rest,
    items,
    revision: doc.revision,
    contains_asset: false,
  });
  return String(id);
}
