import { desc } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { Db } from '../platform/db/client';

/** One received e-mail as tests read it. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Where a test reads the mail the app sent: the outbox table, or a loopback SMTP server (test/smtp-catcher.ts). */
export interface MailSource {
  /** Every message received so far, newest first. */
  messages(): Promise<ReceivedMail[]>;
}

/** The app's outbox table as a mail source (the app runs without SMTP_URL). */
export function outboxOf(db: Db): MailSource {
  return {
    messages: () => db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)),
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
