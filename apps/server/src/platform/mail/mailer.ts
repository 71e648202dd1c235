import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { mailOutbox } from '../../db/schema';
import type { Db } from '../db/client';
import { extractLinks } from './links';

/** One plain-text e-mail, with the workspace it concerns (whose administrators may read it in the outbox, ADR 187). */
export interface MailMessage {
  workspaceId: string | null;
  to: string;
  subject: string;
  text: string;
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
        });
        options.log?.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    transport: 'outbox',
    async send(message) {
      const links = extractLinks(message.text);
      await options.db.insert(mailOutbox).values({ ...message, links });
      options.log?.info(
        { to: message.to, subject: message.subject, links },
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
