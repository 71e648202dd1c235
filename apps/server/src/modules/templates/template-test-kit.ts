import { createItem, type TemplateDocument } from '@fieldbook/domain/templates';
import type { Client } from '../users/admin-test-app';

/** A template made through the API: its id and the draft as GET answers it. */
export interface MadeTemplate {
  id: string;
  doc: TemplateDocument & { status: string; published_version: number | null };
}

/** Creates a template over the API and fails loudly when that did not work. */
export async function makeTemplate(client: Client, title = 'Forklift check', parentId: string | null = null) {
  const res = await client.request('POST', '/api/checklist/template/new', { title, parent_id: parentId });
  if (res.statusCode !== 201) throw new Error(`template not created: ${res.statusCode} ${res.body}`);
  const doc = res.json().data as MadeTemplate['doc'];
  return { id: doc.id as string, doc };
}

/** The save body of a draft: the document without template_id, with the revision it is based on. */
export function saveBody(doc: TemplateDocument, revision = doc.revision): Record<string, unknown> {
  const { template_id: _t, id: _i, ...rest } = doc;
  return { ...rest, revision, contains_asset: false };
}

/** The draft with one more question of the given type at the end of the start page. */
export function withQuestion(doc: TemplateDocument, type: Parameters<typeof createItem>[0], options = {}) {
  const page = doc.items[0];
  if (!page) throw new Error('empty template');
  const question = createItem(type, { depth: 1, parent_id: page.id, title: `A ${type}`, options });
  const index = doc.items.findIndex((item, i) => i > 0 && item.depth === 0);
  const items = [...doc.items.slice(0, index), question, ...doc.items.slice(index)];
  return { doc: { ...doc, items }, question };
}

const BOUNDARY = '----fieldbook-test';

/** A multipart body (text fields first, then one file) and the header that announces it. */
export function multipartBody(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    body: Buffer.concat(parts),
    options: { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } },
  };
}
