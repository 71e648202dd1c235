import { desc } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { Db } from '../platform/db/client';
import type { MailSource, ReceivedMail } from './mail-source';

/** The app's outbox table as a mail source (the app runs without SMTP_URL). */
export function outboxOf(db: Db): MailSource {
  return {
    messages: async () =>
      (await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt))).map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        links: m.links,
        receivedAt: m.createdAt,
      })),
  };
}

/** The newest message to an address. */
export async function lastMailTo(mail: MailSource, to: string): Promise<ReceivedMail> {
  const message = (await mail.messages()).find((m) => m.to === to);
  if (!message) throw new Error(`no mail to ${to}`);
  return message;
}

/** The 6-digit code in the newest mail to an address. */
export async function lastCodeTo(mail: MailSource, to: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await lastMailTo(mail, to)).text)?.[1];
  if (!code) throw new Error(`no code in mail to ${to}`);
  return code;
}

/** The token of the newest password link mailed to an address. */
export async function lastLinkTokenTo(
  mail: MailSource,
  to: string,
): Promise<{ link: string; token: string }> {
  const link = (await lastMailTo(mail, to)).links.find((l) => l.includes('/reset-password/'));
  if (!link) throw new Error(`no password link mailed to ${to}`);
  return { link, token: new URL(link).searchParams.get('token') ?? '' };
}
