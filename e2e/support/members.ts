import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { api } from './editor';
import type { RunningServer } from './server';

/** The password the invited members of the specs choose. */
export const MEMBER_PASSWORD = 'Inspect-pass-2026';

/**
 * Invites a member from the administrator's page and accepts the invitation from the mail the server sent, as the
 * person would; answers the new member's id.
 */
export async function inviteMember(
  page: Page,
  server: RunningServer,
  first: string,
  email: string,
): Promise<string> {
  await api(page, 'POST', '/user/invite', { first_name: first, last_name: 'Inspector', email });
  const link = (await server.mail.messages())
    .find((m) => m.to === email)
    ?.links.find((l) => l.includes('/accept-invitation'));
  assert.ok(link, `no invitation for ${email}`);
  const query = new URL(link).searchParams;
  await api(page, 'POST', '/user/accept-invitation', {
    workspace: query.get('workspace'),
    email: query.get('email'),
    token: query.get('token'),
    new_password: MEMBER_PASSWORD,
  });
  const found = await api<{ data: { id: string; email?: string }[] }>(
    page,
    'GET',
    `/user/search?q=${encodeURIComponent(email)}`,
  );
  const id = found.data[0]?.id;
  assert.ok(id, `no member ${email}`);
  return id;
}
