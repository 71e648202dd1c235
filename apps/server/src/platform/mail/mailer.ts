import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { mailOutbox } from '../../db/schema';
import type { Db } from '../db/client';
import { extractLinks } from './links';

/** A file sent with a mail (a report's PDF, ADR 206). */
export interface MailAttachment {
  name: string;
  contentType: string;
  content: Buffer;
}

/** One plain-text e-mail, with the workspace it concerns (whose administrators may read it in the outbox, ADR 187). */
export interface MailMessage {
  workspaceId: string | null;
  to: string;
  subject: string;
  text: string;
  attachments?: readonly MailAttachment[];
}

/** Sends mail: through SMTP when SMTP_URL is set, otherwise into the outbox table (and the log). */
export interface Mailer {
  transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** Builds the mailer for the configuration; the outbox keeps development and tests free of any mail server. */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string | undefined;
  from: string;
  log?: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        await transporter.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments: (message.attachments ?? []).map((a) => ({
            filename: a.name,
            contentType: a.contentType,
            content: a.content,
          })),
        });
        options.log?.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    transport: 'outbox',
    async send(message) {
      const links = extractLinks(message.text);
      const attachments = (message.attachments ?? []).map((a) => ({
        name: a.name,
        content_type: a.contentType,
        size: a.content.length,
      }));
      const { workspaceId, to, subject, text } = message;
      await options.db.insert(mailOutbox).values({ workspaceId, to, subject, text, links, attachments });
      options.log?.info(
        { to: message.to, subject: message.subject, links, attachments },
        'mail stored in outbox (no SMTP_URL)',
      );
    },
  };
}

/** A workspace's newest outbox messages first, for /dev/mailbox and GET /api/dev/outbox (its administrators only). */
export function listOutbox(db: Db, workspaceId: string, limit = 100) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.workspaceId, workspaceId))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}
