import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, mailOutbox } from '../../db/schema';
import type { PdfRenderer } from '../../platform/pdf/pdf-renderer';
import {
  createAdminTestApp,
  type AdminTestApp,
  type Client,
  type TestWorkspace,
} from '../users/admin-test-app';
import { publishTestTemplate, startTestInspection } from './inspections-test-kit';
import { jobFinished } from '../jobs/jobs-test-kit';

/** "Send by e-mail" (ADR 206): the job prints the report (a stand-in here) and mails it through the outbox. */

const FAKE_PDF = Buffer.from('%PDF-1.4\n% mailed\n'.padEnd(7_000, '.'));
let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let reader: Client;
let stranger: Client;
let inspectionId: string;

const standIn: PdfRenderer = { render: async () => FAKE_PDF, close: async () => undefined };
const url = () => `/api/inspections/${inspectionId}/pdf/email`;

const outboxFor = (orgId: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.workspaceId, orgId)).orderBy(desc(mailOutbox.createdAt));
const emailedEntries = () =>
  t.db.select().from(activityLog).where(eq(activityLog.action, 'inspection.report_emailed'));

beforeAll(async () => {
  t = await createAdminTestApp({ pdf: standIn });
  ws = await t.workspace();
  other = await t.workspace({ name: 'Other' });
  const tpl = await publishTestTemplate(ws.admin);
  reader = await t.member(ws, { permissions: ['INS_VIEW_INSPECTION_REPORT'] });
  stranger = await t.member(ws, { permissions: [] });
  inspectionId = (await startTestInspection(ws.admin, tpl.id)).id;
}, 60_000);
afterAll(() => t.close());

describe('sending a report by e-mail', () => {
  it('prints the PDF and mails it, attached, to each recipient with the message', async () => {
    const res = await ws.admin.request(
      'POST',
      url(),
      {
        recipients: ['Client@Example.com', 'auditor@example.com', 'client@example.com'],
        message: 'See page 2.',
      },
      { lang: 'de' },
    );
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toBe('Der Bericht wird als PDF per E-Mail gesendet.');
    const jobId = res.json().data.job_id as string;
    const job = await jobFinished(() => ws.admin.request('GET', `/api/jobs/${jobId}`));
    expect(job, job.error ?? '').toMatchObject({ state: 'completed', result: { sent: 2 } });

    const mails = await outboxFor(ws.orgId);
    expect(mails.map((m) => m.to).sort()).toEqual(['auditor@example.com', 'client@example.com']);
    for (const mail of mails) {
      expect(mail.subject).toBe('Inspektionsbericht: INS-1 · Forklift check');
      expect(mail.text).toContain('See page 2.');
      expect(mail.attachments).toEqual([
        { name: 'INS-1.pdf', content_type: 'application/pdf', size: FAKE_PDF.length },
      ]);
    }
    const fileId = (job.result as { file_id: string }).file_id;
    const file = await ws.admin.request('GET', `/api/inspections/${inspectionId}/pdf/${fileId}`);
    expect(file.rawPayload.equals(FAKE_PDF)).toBe(true);
    expect(await emailedEntries()).toHaveLength(1);
  }, 60_000);

  it('refuses bad addresses, no recipients, too many and malformed ids with 422, writing nothing', async () => {
    const before = (await outboxFor(ws.orgId)).length;
    const bad = await ws.admin.request('POST', url(), {
      recipients: ['client@example.com', 'not-an-address'],
    });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(JSON.stringify(bad.json().data)).toContain('recipients');
    expect((await ws.admin.request('POST', url(), { recipients: [] })).statusCode).toBe(422);
    const many = Array.from({ length: 11 }, (_, i) => `r${i}@example.com`);
    expect((await ws.admin.request('POST', url(), { recipients: many })).statusCode).toBe(422);
    expect(
      (await ws.admin.request('POST', url(), { recipients: ['a@example.com'], message: 'x'.repeat(2001) }))
        .statusCode,
    ).toBe(422);
    expect(
      (await ws.admin.request('POST', '/api/inspections/nope/pdf/email', { recipients: ['a@example.com'] }))
        .statusCode,
    ).toBe(422);
    expect((await outboxFor(ws.orgId)).length).toBe(before);
    expect(await emailedEntries()).toHaveLength(1);
  });

  it('answers 401 to strangers, 403 without the report permission or the right to share, 404 across workspaces', async () => {
    const body = { recipients: ['client@example.com'] };
    expect((await t.anonymous('POST', url(), body)).statusCode).toBe(401);
    expect((await stranger.request('POST', url(), body)).statusCode).toBe(403);
    expect((await reader.request('POST', url(), body)).statusCode, 'a reader who may not share').toBe(403);
    expect((await other.admin.request('POST', url(), body)).statusCode).toBe(404);
    expect(await outboxFor(other.orgId)).toEqual([]);
    expect(await emailedEntries()).toHaveLength(1);
  });
});
