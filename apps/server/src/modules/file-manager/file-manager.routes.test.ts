import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testFiles, tinyPng } from '../../platform/uploads/test-files';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';
import { multipartBody } from '../templates/template-test-kit';
import { freshDataDir, storedObjects, upload } from './file-manager-test-kit';

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

const list = async (folderId?: string) =>
  (
    await ws.admin.request('GET', `/api/file-manager/entries${folderId ? `?folder_id=${folderId}` : ''}`)
  ).json().data;
const folder = async (name: string, parentId: string | null = null) => {
  const res = await ws.admin.request('POST', '/api/file-manager/folders', { name, parent_id: parentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
};

describe('POST /file/upload and the download', () => {
  it('stores a file by content, lists it, and serves it only inside its workspace', async () => {
    const res = await upload(ws.admin, 'Prüfplan.png', testFiles.png());
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json().data;
    expect(entry).toMatchObject({ kind: 'file', name: 'Prüfplan.png', content_type: 'image/png' });
    expect(entry.size).toBe(testFiles.png().length);
    expect((await list()).entries.map((e: { name: string }) => e.name)).toContain('Prüfplan.png');

    const inline = await ws.admin.request('GET', entry.url);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('image/png');
    expect(inline.headers['content-disposition']).toMatch(/^inline; .*filename\*=UTF-8''Pr%C3%BCfplan\.png/);
    expect(inline.rawPayload.equals(testFiles.png())).toBe(true);
    const saved = await ws.admin.request('GET', `${entry.url}?download=1`);
    expect(saved.headers['content-disposition']).toMatch(/^attachment; /);

    const reader = await t.member(ws, { permissions: [] });
    expect((await reader.request('GET', entry.url)).statusCode).toBe(200);
    expect((await reader.request('GET', '/api/file-manager/entries')).statusCode).toBe(403);
    expect((await other.admin.request('GET', entry.url)).statusCode).toBe(404);
    expect((await t.anonymous('GET', entry.url)).statusCode).toBe(401);
  });

  it('accepts a 16×16 PNG logo: the file manager has no 10 KB minimum (ADR 186)', async () => {
    const res = await upload(ws.admin, 'logo.png', tinyPng());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'logo.png',
      content_type: 'image/png',
      size: tinyPng().length,
    });
  });

  it('names a second upload of the same name "name (2)"', async () => {
    const target = await folder('Twice');
    await upload(ws.admin, 'doc.pdf', testFiles.pdf(), target);
    const second = await upload(ws.admin, 'DOC.pdf', testFiles.pdf(), target);
    expect(second.json().data.name).toBe('DOC (2).pdf');
  });

  it.each([
    ['a program renamed to .png', 'setup.png', () => testFiles.exe(), 'This file type is not allowed.'],
    ['a plain zip named .xlsx', 'sheet.xlsx', () => testFiles.zip(), 'This file type is not allowed.'],
    ['an empty file', 'empty.txt', () => Buffer.alloc(0), 'The file is too small (minimum 1 B).'],
    [
      'a file over 28 MB',
      'huge.png',
      () => Buffer.concat([testFiles.png(), Buffer.alloc(28 * 1024 * 1024, 0x20)]),
      'The file exceeds the maximum size of 28 MB.',
    ],
    [
      'a forbidden character in the name',
      'a:b.png',
      () => testFiles.png(),
      'The name must not contain \\ / : * ? " < > | or end with a dot or space.',
    ],
  ])('refuses %s with 422 and its message, writing nothing', async (_case, name, bytes, message) => {
    const before = await storedObjects(dataDir);
    const rows = (await list()).entries.length;
    const res = await upload(ws.admin, name, bytes());
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ message, data: { file: message } });
    expect(await storedObjects(dataDir)).toEqual(before);
    expect((await list()).entries.length).toBe(rows);
  });

  it('answers in the caller language, and refuses a missing file or XSRF header', async () => {
    const empty = multipartBody({});
    expect((await ws.admin.request('POST', '/api/file/upload', empty.body, empty.options)).statusCode).toBe(
      422,
    );
    const { body, options } = multipartBody({}, { name: 'x.png', bytes: testFiles.exe() });
    const german = await ws.admin.request('POST', '/api/file/upload', body, { ...options, lang: 'de' });
    expect(german.json().message).toBe('Dieser Dateityp ist nicht erlaubt.');
    const noCsrf = await ws.admin.request('POST', '/api/file/upload', body, { ...options, csrf: false });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('folders: create, rename, move, copy, delete', () => {
  it.each([
    ['', 'The name cannot be empty.'],
    ['  ', 'The name cannot be empty.'],
    ['a/b', 'The name must not contain \\ / : * ? " < > | or end with a dot or space.'],
    ['ends.', 'The name must not contain \\ / : * ? " < > | or end with a dot or space.'],
    ['ends ', 'The name must not contain \\ / : * ? " < > | or end with a dot or space.'],
  ])('refuses the folder name %j', async (name, message) => {
    const res = await ws.admin.request('POST', '/api/file-manager/folders', { name, parent_id: null });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, data: { name: message } });
  });

  it('refuses an existing name in the same folder, case-insensitively, on create and rename', async () => {
    const parent = await folder('Names');
    await folder('Reports', parent);
    const again = await ws.admin.request('POST', '/api/file-manager/folders', {
      name: 'REPORTS',
      parent_id: parent,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('An item with this name already exists here.');
    const photos = await folder('Photos', parent);
    const rename = await ws.admin.request('PUT', `/api/file-manager/entries/${photos}`, { name: 'reports' });
    expect(rename.json().message).toBe('An item with this name already exists here.');
    const ok = await ws.admin.request('PUT', `/api/file-manager/entries/${photos}`, { name: 'Fotos' });
    expect(ok.json().data.name).toBe('Fotos');
    expect(await folder('Reports')).toBeTruthy();
  });

  it('moves and copies with the paste rules, copying stored bytes', async () => {
    const a = await folder('A');
    const inner = await folder('Inner', a);
    const b = await folder('B');
    const file = (await upload(ws.admin, 'plan.pdf', testFiles.pdf(), a)).json().data;

    const paste = (path: string, ids: string[], destination: string | null) =>
      ws.admin.request('POST', `/api/file-manager/${path}`, { ids, destination_id: destination });
    expect((await paste('move', [a], inner)).json().message).toBe(
      'The destination folder is a subfolder of the source folder.',
    );
    expect((await paste('move', [a], a)).json().message).toBe(
      'The destination folder is a subfolder of the source folder.',
    );
    expect((await paste('copy', [file.id], a)).json().message).toBe(
      'The destination folder is the same as the source folder.',
    );

    const moved = await paste('move', [file.id], b);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await list(b)).entries.map((e: { id: string }) => e.id)).toEqual([file.id]);
    await upload(ws.admin, 'plan.pdf', testFiles.pdf(), a);
    expect((await paste('move', [file.id], a)).json().message).toBe(
      'An item with this name already exists here.',
    );

    const objects = (await storedObjects(dataDir)).length;
    const copied = await paste('copy', [a], b);
    expect(copied.statusCode, copied.body).toBe(201);
    const copyOfA = copied.json().data[0];
    expect(copyOfA).toMatchObject({ kind: 'folder', name: 'A', parent_id: b });
    const inCopy = (await list(copyOfA.id)).entries;
    expect(inCopy.map((e: { name: string }) => e.name)).toEqual(['Inner', 'plan.pdf']);
    expect(await storedObjects(dataDir)).toHaveLength(objects + 1);
    const bytes = await ws.admin.request('GET', inCopy[1].url);
    expect(bytes.rawPayload.equals(testFiles.pdf())).toBe(true);
    const contents = await list(copyOfA.id);
    expect(contents.path.map((c: { name: string }) => c.name)).toEqual(['B', 'A']);
  });

  it('deletes a folder with everything inside, and its stored objects after commit', async () => {
    const top = await folder('Doomed');
    const sub = await folder('Sub', top);
    const file = (await upload(ws.admin, 'gone.pdf', testFiles.pdf(), sub)).json().data;
    const before = (await storedObjects(dataDir)).length;
    const res = await ws.admin.request('POST', '/api/file-manager/delete', { ids: [top] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.deleted).toBe(3);
    expect(await storedObjects(dataDir)).toHaveLength(before - 1);
    expect((await ws.admin.request('GET', file.url)).statusCode).toBe(404);
    expect((await ws.admin.request('GET', `/api/file-manager/entries?folder_id=${top}`)).statusCode).toBe(
      404,
    );
  });

  it('keeps workspaces apart and offers folders to the tree selector', async () => {
    const mine = await folder('Mine');
    await folder('Child', mine);
    expect((await other.admin.request('GET', `/api/file-manager/entries?folder_id=${mine}`)).statusCode).toBe(
      404,
    );
    expect((await other.admin.request('POST', '/api/file-manager/delete', { ids: [mine] })).statusCode).toBe(
      404,
    );
    const level = (await ws.admin.request('GET', '/api/file-manager/folders')).json().data;
    expect(level.find((f: { name: string }) => f.name === 'Mine')).toMatchObject({ has_children: true });
    const found = (await ws.admin.request('GET', '/api/file-manager/folders?q=chil')).json().data;
    expect(found.map((f: { name: string }) => f.name)).toEqual(['Child']);
    expect((await other.admin.request('GET', '/api/file-manager/folders?q=chil')).json().data).toEqual([]);
  });
});

describe('GET /file-manager/entries?q=: a name search over every folder', () => {
  it('finds entries of any depth by part of the name, literally and case-insensitively, in its workspace only', async () => {
    const outer = await folder('Search site');
    const inner = await folder('Cranes 100%', outer);
    await upload(ws.admin, 'Crane-hook.png', testFiles.png(), inner);
    await upload(ws.admin, 'crane_plate.png', testFiles.png());
    await upload(ws.admin, 'cranexplate.png', testFiles.png());
    await upload(other.admin, 'crane-other.png', testFiles.png());

    const search = async (client: typeof ws.admin, q: string) => {
      const res = await client.request('GET', `/api/file-manager/entries?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        folder: unknown;
        path: unknown[];
        entries: { name: string; parent_id: string }[];
      };
    };
    const found = await search(ws.admin, '  CRANE ');
    expect(found.folder).toBeNull();
    expect(found.path).toEqual([]);
    expect(found.entries.map((e) => e.name)).toEqual([
      'Cranes 100%',
      'Crane-hook.png',
      'crane_plate.png',
      'cranexplate.png',
    ]);
    expect(found.entries.find((e) => e.name === 'Crane-hook.png')?.parent_id).toBe(inner);
    expect((await search(ws.admin, 'crane_')).entries.map((e) => e.name)).toEqual(['crane_plate.png']);
    expect((await search(ws.admin, '100%')).entries.map((e) => e.name)).toEqual(['Cranes 100%']);
    expect((await search(other.admin, 'crane')).entries.map((e) => e.name)).toEqual(['crane-other.png']);
    const tooLong = await ws.admin.request('GET', `/api/file-manager/entries?q=${'x'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(422);
  });
});
