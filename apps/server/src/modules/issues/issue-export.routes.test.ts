import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ISSUE_ACCESS_SETTINGS, encodeFilter, type IssueExportResult } from '@fieldbook/domain';
import { testFiles } from '../../platform/uploads/test-files';
import { sheetRows, unzipAll } from '../../test/export-readers';
import { jobFinished } from '../jobs/jobs-test-kit';
import {
  createAdminTestApp,
  type AdminTestApp,
  type Client,
  type TestWorkspace,
} from '../users/admin-test-app';
import { populateIssues } from './issues-test-kit';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let lister: Client;
let withPhoto: string;
let plain: string;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  other = await t.workspace({ name: 'Other' });
  const group = await ws.admin.request('POST', '/api/user/group/add', { name_lang: 'Welders' });
  withPhoto = (await populateIssues(ws.admin, 'A', group.json().data.id)).issueId;
  const created = await ws.admin.request('POST', '/api/issues', { title: 'Leaking tap', priority: 'low' });
  plain = created.json().data.id;
  const otherGroup = await other.admin.request('POST', '/api/user/group/add', { name_lang: 'Other' });
  await populateIssues(other.admin, 'Other', otherGroup.json().data.id);
  lister = await t.member(ws, { permissions: ['ACT_VIEW_ISSUE_LIST'] });
}, 60_000);
afterAll(() => t.close());

/** Queues an export, waits for its job, and downloads the file. */
async function exported(client: Client, body: Record<string, unknown>) {
  const res = await client.request('POST', '/api/issues/export', body);
  expect(res.statusCode, res.body).toBe(202);
  const job = await jobFinished(() => client.request('GET', `/api/jobs/${res.json().data.job_id}`));
  expect(job.state, job.error ?? '').toBe('completed');
  const result = job.result as IssueExportResult;
  const file = await client.request('GET', `/api/issues/exports/${result.file_id}`);
  expect(file.statusCode, file.body).toBe(200);
  expect(file.headers['content-disposition']).toContain(result.name);
  return { result, bytes: file.rawPayload };
}

describe('issue exports', () => {
  it('exports the filtered list to XLSX, newest first, only the workspace’s issues', async () => {
    const { result, bytes } = await exported(lister, { format: 'xlsx' });
    expect(result).toMatchObject({ rows: 2, files: 0 });
    const rows = await sheetRows(bytes);
    expect(rows[0]?.slice(0, 4)).toEqual(['id', 'title', 'description', 'status']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Leaking tap', 'A broken guard rail']);
    expect(rows[2]?.[3]).toBe('in_progress');
    expect(rows[2]?.[13]).toContain('Welders');

    const filter = encodeFilter({ priority: { operator: 'equals', value: ['low'], not: false } });
    const low = await exported(lister, { format: 'csv', filter });
    const csv = Papa.parse<Record<string, string>>(low.bytes.toString('utf8'), { header: true }).data;
    expect(csv.filter((r) => r['id']).map((r) => r['id'])).toEqual([plain]);
  });

  it('exports a selection to a ZIP holding the XLSX and each issue’s photos', async () => {
    const { result, bytes } = await exported(ws.admin, { format: 'zip', ids: [withPhoto, plain] });
    expect(result).toMatchObject({ rows: 2, files: 1 });
    const entries = await unzipAll(bytes);
    const media = [...entries.keys()].filter((name) => name.startsWith(`media/${withPhoto}/`));
    expect(media).toHaveLength(1);
    expect(media[0]).toMatch(/-A-rail\.png$/);
    expect(entries.get(media[0] ?? '')?.equals(testFiles.png())).toBe(true);
    const rows = await sheetRows(entries.get('issues.xlsx') ?? Buffer.alloc(0));
    expect(rows[0]?.at(-1)).toBe('media');
    const photoRow = rows.find((r) => r[0] === withPhoto);
    expect(photoRow?.at(-1)).toBe(media[0]);
  });

  it('refuses bad formats, filters and ids (422), anonymous callers (401) and members without the list (403)', async () => {
    const bad = [
      { format: 'pdf' },
      { format: 'csv', filter: '{"nope":{"operator":"equals","value":["x"]}}' },
      { format: 'csv', ids: ['not-an-id'] },
      { format: 'csv', ids: [] },
    ];
    for (const body of bad) {
      const res = await ws.admin.request('POST', '/api/issues/export', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await t.anonymous('POST', '/api/issues/export', { format: 'csv' })).statusCode).toBe(401);
    const nobody = await t.member(ws, { permissions: [] });
    expect((await nobody.request('POST', '/api/issues/export', { format: 'csv' })).statusCode).toBe(403);
    expect((await ws.admin.request('GET', '/api/issues/exports/not-an-id')).statusCode).toBe(422);
  });

  it('serves an export to its workspace only, and no other file through the export route', async () => {
    const { result } = await exported(ws.admin, { format: 'csv' });
    const nobody = await t.member(ws, { permissions: [] });
    expect((await nobody.request('GET', `/api/issues/exports/${result.file_id}`)).statusCode).toBe(403);
    expect((await t.anonymous('GET', `/api/issues/exports/${result.file_id}`)).statusCode).toBe(401);
    const theirs = await other.admin.request('POST', '/api/issues/export', {
      format: 'zip',
      ids: [withPhoto],
    });
    expect(theirs.statusCode).toBe(404);
    const foreign = await other.admin.request('GET', `/api/issues/exports/${result.file_id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error_code).toBe('_OBJECT_NOT_FOUND');
    const detail = (await ws.admin.request('GET', `/api/issues/${withPhoto}`)).json().data;
    const photoId = detail.timeline.flatMap((e: { files: { id: string }[] }) => e.files)[0]?.id;
    expect((await ws.admin.request('GET', `/api/issues/exports/${photoId}`)).statusCode).toBe(404);
  });

  it('exports only the issues the caller may open under the access setting, in every format (ADR 210)', async () => {
    const mine = await ws.admin.request('POST', '/api/issues', {
      title: 'Mine to fix',
      priority: 'low',
      assignees: [{ kind: 'user', id: lister.userId }],
    });
    const mineId: string = mine.json().data.id;
    const access = (level: string) =>
      ws.admin.request('PUT', '/api/issue/settings/access', {
        ...DEFAULT_ISSUE_ACCESS_SETTINGS,
        access: level,
      });
    expect((await access('creator_and_assignee')).statusCode).toBe(200);
    try {
      const low = encodeFilter({ priority: { operator: 'equals', value: ['low'], not: false } });
      const csv = await exported(lister, { format: 'csv', filter: low });
      const csvIds = Papa.parse<Record<string, string>>(csv.bytes.toString('utf8'), { header: true })
        .data.map((r) => r['id'])
        .filter(Boolean);
      expect(csvIds).toEqual([mineId]);
      const xlsx = await exported(lister, { format: 'xlsx' });
      expect(xlsx.result.rows).toBe(1);
      expect((await sheetRows(xlsx.bytes)).slice(1).map((r) => r[0])).toEqual([mineId]);
      const zip = await exported(lister, { format: 'zip' });
      const entries = await unzipAll(zip.bytes);
      expect([...entries.keys()].filter((name) => name.startsWith('media/'))).toEqual([]);
      const zipRows = await sheetRows(entries.get('issues.xlsx') ?? Buffer.alloc(0));
      expect(zipRows.slice(1).map((r) => r[0])).toEqual([mineId]);
      for (const format of ['csv', 'xlsx', 'zip']) {
        const named = await lister.request('POST', '/api/issues/export', { format, ids: [withPhoto] });
        expect(named.statusCode, format).toBe(404);
        const mixed = await lister.request('POST', '/api/issues/export', { format, ids: [mineId, plain] });
        expect(mixed.statusCode, format).toBe(404);
      }
      expect((await exported(ws.admin, { format: 'csv', ids: [withPhoto, mineId] })).result.rows).toBe(2);
      expect((await access('restricted')).statusCode).toBe(200);
      expect((await exported(lister, { format: 'xlsx' })).result.rows).toBe(0);
    } finally {
      await access('all_users');
    }
  });
});
