interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  created_at: string;
}

/** Waits for the newest outbox mail to an address created after `since`, as a person waits for their inbox. */
export async function waitForMail(baseUrl: string, to: string, since: Date): Promise<OutboxMessage> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await fetch(`${baseUrl}/api/dev/outbox`);
    const { data } = (await res.json()) as { data: OutboxMessage[] };
    const mail = data.find((m) => m.to.toLowerCase() === to.toLowerCase() && new Date(m.created_at) >= since);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} since ${since.toISOString()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The six-digit two-factor code of a mail. */
export function codeOf(mail: OutboxMessage): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no six-digit code in: ${mail.text}`);
  return code;
}

/** The first link of a mail, rewritten to the test server's origin. */
export function linkOf(mail: OutboxMessage, baseUrl: string): string {
  const link = mail.links[0];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  const url = new URL(link);
  return `${baseUrl}${url.pathname}${url.search}`;
}
