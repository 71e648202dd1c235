import type { TestClient } from './client';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The newest outbox message to an address, read the way e2e tests read it (GET /api/dev/outbox). */
export async function lastMailTo(client: TestClient, to: string): Promise<OutboxMessage> {
  const response = await client.get('/api/dev/outbox');
  const message = (response.json().data as OutboxMessage[]).find((m) => m.to === to);
  if (!message) throw new Error(`no mail to ${to}`);
  return message;
}

/** The 6-digit code in the newest mail to an address. */
export async function lastCodeTo(client: TestClient, to: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await lastMailTo(client, to)).text)?.[1];
  if (!code) throw new Error(`no code in mail to ${to}`);
  return code;
}

/** The token of the newest password link mailed to an address. */
export async function lastLinkTokenTo(
  client: TestClient,
  to: string,
): Promise<{ link: string; token: string }> {
  const link = (await lastMailTo(client, to)).links.find((l) => l.includes('/reset-password/'));
  if (!link) throw new Error(`no password link mailed to ${to}`);
  return { link, token: new URL(link).searchParams.get('token') ?? '' };
}
