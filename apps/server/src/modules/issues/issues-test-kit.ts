import type { Client } from '../users/admin-test-app';
import { multipartBody } from '../templates/template-test-kit';
import { testFiles } from '../../platform/uploads/test-files';

async function ok<T = { id: string }>(client: Client, method: 'POST' | 'PUT', url: string, body: unknown) {
  const res = await client.request(method, url, body);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
}

/** Uploads a small PNG to an issue and answers the response. */
export function uploadIssuePhoto(client: Client, issueId: string, name = 'rail.png') {
  const photo = multipartBody({}, { name, bytes: testFiles.png() });
  return client.request('POST', `/api/issues/${issueId}/media`, photo.body, photo.options);
}

/**
 * A category with a subcategory and an issue in it assigned to the admin and a group, with a comment holding a
 * photo and a status change: one row in every issue table (the tenant-isolation and fuzz probes need them).
 */
export async function populateIssues(
  admin: Client,
  label: string,
  groupId: string,
): Promise<{ issueId: string }> {
  const category = await ok<{ id: string; subcategories: { id: string }[] }>(
    admin,
    'POST',
    '/api/issue/category/new',
    {
      name: `${label} safety`,
      has_subcategories: true,
      subcategories: [{ name: `${label} rails` }],
    },
  );
  const issue = await ok(admin, 'POST', '/api/issues', {
    title: `${label} broken guard rail`,
    category_id: category.id,
    subcategory_id: category.subcategories[0]?.id ?? null,
    labels: ['north'],
    assignees: [
      { kind: 'user', id: admin.userId },
      { kind: 'group', id: groupId },
    ],
  });
  const photo = await uploadIssuePhoto(admin, issue.id, `${label}-rail.png`);
  if (photo.statusCode !== 201) throw new Error(`issue media: ${photo.statusCode} ${photo.body}`);
  await ok(admin, 'POST', `/api/issues/${issue.id}/comments`, {
    text: `${label} fixed by Friday`,
    file_ids: [photo.json().data.id],
  });
  await ok(admin, 'PUT', `/api/issues/${issue.id}/status`, { status: 'in_progress' });
  return { issueId: issue.id };
}
