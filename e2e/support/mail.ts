import type { ReceivedMail } from '../../apps/server/src/test/mail-source.js';
import type { RunningServer } from './server.js';

/** Waits for the newest mail to an address received after `since`, as a person waits for their inbox. */
export async function waitForMail(
  server: RunningServer,
  to: string,
  since: Date,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await server.mail.messages()).find(
      (m) => m.to.toLowerCase() === to.toLowerCase() && m.receivedAt >= since,
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} since ${since.toISOString()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The six-digit two-factor code of a mail. */
export function codeOf(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no six-digit code in: ${mail.text}`);
  return code;
}

/** The first link of a mail, rewritten to the test server's origin. */
export function linkOf(mail: ReceivedMail, baseUrl: string): string {
  const link = mail.links[0];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  const url = new URL(link);
  return `${baseUrl}${url.pathname}${url.search}`;
}
