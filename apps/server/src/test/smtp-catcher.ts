import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { extractLinks } from '../platform/mail/links';
import type { MailSource, ReceivedMail } from './mail-source';

/** A real SMTP server on loopback that keeps what it receives, so tests run the app's nodemailer path. */
export interface SmtpCatcher extends MailSource {
  /** The SMTP_URL that points the app at this server. */
  url: string;
  close(): Promise<void>;
}

/** Decodes quoted-printable (RFC 2045) to UTF-8 text. */
function decodeQuotedPrintable(body: string): string {
  const escaped = body
    .replace(/=\r?\n/g, '')
    .replace(/%/g, '%25')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
  return decodeURIComponent(escaped);
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Reads the single-part plain-text message nodemailer writes for the app's mail. */
export function parseMessage(raw: string): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headerText = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map(
    headerText.split('\r\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  const body = raw.slice(split + 4).replace(/\r\n$/, '');
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  const to = headers.get('to') ?? '';
  return {
    to: /<([^>]+)>/.exec(to)?.[1] ?? to,
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: text.replace(/\r\n/g, '\n'),
    links: extractLinks(text),
    receivedAt: new Date(),
  };
}

/** Starts the catcher on 127.0.0.1 at a free port (no TLS, no authentication). */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.unshift(parseMessage(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages: () => Promise.resolve([...received]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
