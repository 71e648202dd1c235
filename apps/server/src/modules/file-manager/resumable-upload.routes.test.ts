import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testFiles, tinyPng } from '../../platform/uploads/test-files';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';
import { freshDataDir, storedObjects } from './file-manager-test-kit';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let dataDir: string;
beforeAll(async () => {
  dataDir = await freshDataDir();
  t = await createAdminTestApp({ env: { DATA_DIR: dataDir } });
  ws = await t.workspace({ plan: 'premium' });
  other = await t.workspace({ plan: 'premium', name: 'Other' });
});
afterAll(() => t.close());

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (value: string) => Buffer.from(value).toString('base64');

async function create(client = ws.admin, size: number, name: string, folderId?: string) {
  const metadata = [`filename ${b64(name)}`, ...(folderId ? [`folder_id ${b64(folderId)}`] : [])].join(',');
  return client.request('POST', '/api/file/tus', undefined, {
    headers: { ...TUS, 'upload-length': String(size), 'upload-metadata': metadata },
  });
}

function patch(client = ws.admin, location: string, offset: number, chunk: Buffer) {
  return client.request('PATCH', location, chunk, {
    headers: {
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
  });
}

describe('resumable uploads (tus) at /api/file/tus', () => {
  it('resumes after a dropped connection and finishes into the file manager', async () => {
    const bytes = testFiles.pdf();
    const created = await create(ws.admin, bytes.length, 'resumed.pdf');
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/file\/tus\/\w+$/);

    const half = 6000;
    const first = await patch(ws.admin, location, 0, bytes.subarray(0, half));
    expect(first.statusCode, first.body).toBe(204);
    const head = await ws.admin.request('HEAD', location, undefined, { headers: TUS });
    expect(head.headers['upload-offset']).toBe(String(half));
    expect((await other.admin.request('HEAD', location, undefined, { headers: TUS })).statusCode).toBe(404);

    const last = await patch(ws.admin, location, half, bytes.subarray(half));
    expect(last.statusCode, last.body).toBe(200);
    const entry = last.json().data;
    expect(entry).toMatchObject({ kind: 'file', name: 'resumed.pdf', content_type: 'application/pdf' });
    const download = await ws.admin.request('GET', entry.url);
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it('takes a 16×16 PNG logo: the file manager has no 10 KB minimum (ADR 186)', async () => {
    const bytes = tinyPng();
    const created = await create(ws.admin, bytes.length, 'logo.png');
    expect(created.statusCode, created.body).toBe(201);
    const done = await patch(ws.admin, created.headers.location as string, 0, bytes);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      name: 'logo.png',
      content_type: 'image/png',
      size: bytes.length,
    });
  });

  it('refuses size and name at creation, and a wrong type at the end, leaving nothing stored', async () => {
    const before = await storedObjects(dataDir);
    const small = await create(ws.admin, 0, 'small.txt');
    expect(small.statusCode).toBe(422);
    expect(small.json().message).toBe('The file is too small (minimum 1 B).');
    const big = await create(ws.admin, 29 * 1024 * 1024, 'big.png');
    expect(big.json().message).toBe('The file exceeds the maximum size of 28 MB.');
    const badName = await create(ws.admin, 20_000, 'a|b.png');
    expect(badName.json().message).toMatch(/must not contain/);

    const exe = testFiles.exe();
    const created = await create(ws.admin, exe.length, 'setup.png');
    const refused = await patch(ws.admin, created.headers.location as string, 0, exe);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'This file type is not allowed.' });
    expect(await storedObjects(dataDir)).toEqual(before);
  });

  it('needs sign-in, the permission and the XSRF header', async () => {
    expect((await t.anonymous('POST', '/api/file/tus', undefined, { headers: TUS })).statusCode).toBe(401);
    const reader = await t.member(ws, { permissions: [] });
    expect((await create(reader, 20_000, 'x.pdf')).statusCode).toBe(403);
    const noCsrf = await ws.admin.request('POST', '/api/file/tus', undefined, {
      headers: { ...TUS, 'upload-length': '20000' },
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});
