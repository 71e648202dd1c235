import { randomUUID } from 'node:crypto';
import { BUILT_IN_REPORT_LAYOUT, DEFAULT_ISSUE_ACCESS_SETTINGS } from '@fieldbook/domain';
import { issueDigestsSent } from '../db/schema';
import { pumpFields } from '../modules/assets/assets-test-data';
import { upload } from '../modules/file-manager/file-manager-test-kit';
import {
  publishTestTemplate,
  startTestInspection,
  valueChange,
} from '../modules/inspections/inspections-test-kit';
import { csvText, importBody } from '../modules/imports/import-test-kit';
import { populateAssignments } from '../modules/assignments/assignments-test-kit';
import { populateIssues } from '../modules/issues/issues-test-kit';
import { makeTemplate, multipartBody, saveBody, withQuestion } from '../modules/templates/template-test-kit';
import type { Client } from '../modules/users/admin-test-app';
import type { Db } from '../platform/db/client';
import { withTenant } from '../platform/db/tenancy';
import { insertJobRecord } from '../platform/jobs/job-records';
import { testFiles } from '../platform/uploads/test-files';
import { multipartParts } from './multipart';

/** Sends one call of the fixture and fails loudly naming it when it did not succeed. */
async function ok<T = { id: string }>(client: Client, method: 'POST' | 'PUT', url: string, body: unknown) {
  const res = await client.request(method, url, body);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
}

/**
 * Gives a workspace one of every kind of thing a workspace owns, through the API as its administrator: the
 * tenant-isolation probe uses the ids of one workspace's rows against another's. A tenant table that this
 * leaves empty fails the probe, so a new kind of thing must be added here. Jobs are enqueued by services, not
 * by a call of their own, so the fixture records one in `db` as the queue would.
 */
export async function populateWorkspace(admin: Client, label: string, db: Db): Promise<void> {
  const folder = await ok(admin, 'POST', '/api/checklist/template/folder/new', {
    title: `${label} folder`,
    parent_id: null,
  });
  const template = await makeTemplate(admin, `${label} template`, folder.id);
  const { doc, question } = withQuestion(template.doc, 'number');
  const saved = await ok<{ revision: number }>(
    admin,
    'POST',
    `/api/checklist/template/${template.id}`,
    saveBody(doc),
  );
  await ok(admin, 'POST', `/api/checklist/template/${template.id}/publish`, { revision: saved.revision });
  await ok(admin, 'POST', `/api/checklist/template/${template.id}/translation/add`, { lang: 'de' });
  await ok(admin, 'PUT', `/api/checklist/template/${template.id}/translation/de/bulk-update`, {
    items: [{ key: question.id, value: `${label} Frage` }],
  });
  const marker = multipartBody(
    { uuid: `${label}-marker`, markers: JSON.stringify([{ x: 0.5, y: 0.5 }]) },
    { name: 'plan.png', bytes: testFiles.png() },
  );
  const markerRes = await admin.request(
    'POST',
    `/api/checklist/template/${template.id}/image-marker/new`,
    marker.body,
    marker.options,
  );
  if (markerRes.statusCode !== 201)
    throw new Error(`image marker: ${markerRes.statusCode} ${markerRes.body}`);

  await ok(admin, 'POST', '/api/checklist/global-response/new', {
    title: `${label} yes/no`,
    options: [
      { uuid: 'yes', label: 'Yes', color: 'green' },
      { uuid: 'no', label: 'No', color: 'red' },
    ],
  });
  await ok(admin, 'POST', '/api/checklist/custom-units/new', { name: `${label}bar`, unit_type: 'pressure' });
  const rating = multipartParts(
    {
      rating: JSON.stringify(
        [1, 2, 3, 4, 5].map((value) => ({ value, labels: { en: `${label} ${value}` }, color: null })),
      ),
      order: JSON.stringify([1, 2, 3, 4, 5]),
    },
    [{ field: 'icons[1]', name: 'star.png', bytes: testFiles.png() }],
  );
  const ratingRes = await admin.request(
    'POST',
    '/api/checklist/settings/ratings',
    rating.body,
    rating.options,
  );
  if (ratingRes.statusCode >= 300) throw new Error(`ratings: ${ratingRes.statusCode} ${ratingRes.body}`);

  const files = await ok(admin, 'POST', '/api/file-manager/folders', {
    name: `${label} files`,
    parent_id: null,
  });
  const uploaded = await upload(admin, `${label}.png`, testFiles.png(), files.id);
  if (uploaded.statusCode >= 300) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);

  const list = await ok(admin, 'POST', '/api/resources/global-lists/new', {
    name: `${label} list`,
    fields: [],
  });
  await ok(admin, 'POST', `/api/resources/global-lists/${list.id}/items/new`, {
    item_id: `${label}-1`,
    display_name: `${label} item`,
    fields: {},
  });
  const type = await ok<{ id: string; fields: { key: string; name: string }[] }>(
    admin,
    'POST',
    '/api/assets/types/new',
    { name: `${label} pump`, fields: pumpFields },
  );
  const serial = type.fields.find((f) => f.name === 'Serial')?.key ?? '';
  await ok(admin, 'POST', '/api/assets/new', {
    asset_id: `${label}-P1`,
    display_name: `${label} pump 1`,
    type_id: type.id,
    fields: { [serial]: 'S-1' },
  });
  const rows = [[`${label}-P2`, `${label} pump 2`, '']];
  const imported = importBody(
    {
      type_id: type.id,
      columns: JSON.stringify([
        { id: 'asset_id', index: 0 },
        { id: 'display_name', index: 1 },
        { id: `fields.${serial}`, index: 2 },
      ]),
    },
    'pumps.csv',
    Buffer.from(csvText(['Asset ID', 'Name', 'Serial'], rows).padEnd(12 * 1024, '\n')),
  );
  const importRes = await admin.request('POST', '/api/assets/bulk-import', imported.body, imported.options);
  if (importRes.statusCode !== 200) throw new Error(`import: ${importRes.statusCode} ${importRes.body}`);

  await ok(admin, 'POST', '/api/resources/sites/structures/new', {
    title: `${label} plants`,
    structure: [{ title: `${label} plant`, is_site: true }],
  });
  await ok(admin, 'PUT', '/api/assignment/settings/custom-fields', {
    fields: [{ key: 'new_g', name: `${label} general`, parent_id: null }],
  });
  const group = await ok(admin, 'POST', '/api/user/group/add', { name_lang: `${label} welders` });
  await ok(admin, 'POST', `/api/user/group/${group.id}/add`, { user_ids: [admin.userId] });
  await ok(admin, 'POST', '/api/user/role/new', { name_lang: `${label} role`, permissions: [] });
  await ok(admin, 'POST', '/api/user/invite', {
    first_name: label,
    last_name: 'Invitee',
    email: `${label.toLowerCase()}-invitee@example.test`,
  });
  await populateInspections(admin, label, group.id);
  await populateIssues(admin, label, group.id);
  await ok(admin, 'PUT', '/api/issue/settings/access', {
    ...DEFAULT_ISSUE_ACCESS_SETTINGS,
    status: { ...DEFAULT_ISSUE_ACCESS_SETTINGS.status, cant_do: 'collaborators' },
  });
  await ok(admin, 'PUT', '/api/user/account/issue-notifications', {
    on_assignment: true,
    on_comment: false,
    daily_digest: true,
  });
  await populateAssignments(admin, label, group.id, db);
  await ok(admin, 'POST', '/api/saved-query', {
    key: `${label}-q`,
    name: `${label} query`,
    table_name: 'users',
    query_string: '',
  });
  await insertJobRecord(db, { orgId: admin.orgId, userId: admin.userId }, randomUUID(), `${label}.job`);
  // A digest the morning sweep would have claimed (ADR 211): no call writes one.
  await withTenant(db, { orgId: admin.orgId, userId: null }, (tx) =>
    tx.insert(issueDigestsSent).values({ orgId: admin.orgId, userId: admin.userId, day: '2026-01-05' }),
  );
}

/** An inspection with answers, a photo, a collaborator and a share link, and a template whose conduct access names a group. */
async function populateInspections(admin: Client, label: string, groupId: string): Promise<void> {
  const template = await publishTestTemplate(admin, `${label} inspection template`);
  await ok(admin, 'PUT', `/api/checklist/template/${template.id}/conduct-access`, {
    everyone: false,
    user_ids: [admin.userId],
    group_ids: [groupId],
  });
  const inspection = await startTestInspection(admin, template.id);
  const photo = multipartBody({ kind: 'photo' }, { name: 'leak.png', bytes: testFiles.png() });
  const uploaded = await admin.request(
    'POST',
    `/api/inspections/${inspection.id}/media`,
    photo.body,
    photo.options,
  );
  if (uploaded.statusCode !== 201)
    throw new Error(`inspection media: ${uploaded.statusCode} ${uploaded.body}`);
  await ok(admin, 'POST', `/api/inspections/${inspection.id}/changes`, {
    changes: [
      valueChange(template.items.text.id, `${label} answer`),
      {
        change_id: randomUUID(),
        changed_at: new Date().toISOString(),
        kind: 'media',
        item_id: template.items.text.id,
        file_ids: [uploaded.json().data.id],
      },
    ],
  });
  const invitee = await ok(admin, 'POST', '/api/user/invite', {
    first_name: label,
    last_name: 'Collaborator',
    email: `${label.toLowerCase()}-collaborator@example.test`,
  });
  await ok(admin, 'PUT', `/api/inspections/${inspection.id}/collaborators`, { user_ids: [invitee.id] });
  await ok(admin, 'POST', `/api/inspections/${inspection.id}/share-links`, {});
  await populateReportLayout(admin, label, template.id);
}

/** A report layout of the inspection template with an uploaded logo (ADR 202). */
async function populateReportLayout(admin: Client, label: string, templateId: string): Promise<void> {
  const logo = multipartBody({}, { name: `${label}-logo.png`, bytes: testFiles.png() });
  const uploaded = await admin.request('POST', '/api/settings/report/images', logo.body, logo.options);
  if (uploaded.statusCode !== 201) throw new Error(`report logo: ${uploaded.statusCode} ${uploaded.body}`);
  await ok(admin, 'POST', '/api/settings/report/layouts', {
    ...BUILT_IN_REPORT_LAYOUT,
    name: `${label} layout`,
    template_ids: [templateId],
    logo_file_id: uploaded.json().data.id,
  });
}
