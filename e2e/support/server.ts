import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { MailSource } from '../../apps/server/src/test/mail-source.js';
import { startSmtpCatcher } from '../../apps/server/src/test/smtp-catcher.js';
import { freePort } from './free-port.js';

export const ADMIN_EMAIL = 'admin@fieldbook.local';
export const ADMIN_PASSWORD = 'Admin-pass-2026';

export interface RunningServer {
  baseUrl: string;
  /** The demo inspector's password, read from the start banner (printed once, on first start). */
  inspectorPassword: string;
  /** The server's mail, sent over SMTP to a catcher on loopback (the outbox is for a workspace's administrators). */
  mail: MailSource;
  stop(): Promise<void>;
}

const repo = resolve(import.meta.dirname, '..', '..');

/** Starts the built server on a fresh data directory, as `npm start` would, and waits until it is healthy. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldbook-e2e-'));
  // run.mjs migrates one database before the specs; a spec run on its own without it creates its database itself.
  const template = process.env.E2E_DATA_TEMPLATE;
  if (template) cpSync(template, dataDir, { recursive: true });
  const port = await freePort();
  const mail = await startSmtpCatcher();
  const child: ChildProcess = spawn(process.execPath, [join(repo, 'apps/server/dist/server.js')], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: join(repo, 'apps/web/dist'),
      PUBLIC_URL: `http://localhost:${port}`,
      FIELDBOOK_ADMIN_EMAIL: ADMIN_EMAIL,
      FIELDBOOK_ADMIN_PASSWORD: ADMIN_PASSWORD,
      SMTP_URL: mail.url,
      FIELDBOOK_DEMO_DATA: '0',
      // scrypt at the lowest cost the server accepts (2^14, as the API tests use): a sign-in at OWASP's 2^17 costs
      // about a second of CPU, and the specs sign in some 150 times (each look in a fresh browser context).
      PASSWORD_HASH_LOG_N: '14',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://localhost:${port}`;
  // E2E_START_SECONDS: a longer wait on a machine shared with other work (PGlite's open alone took 87 s under load);
  // a server that seeds the demo workspace first gets twice the default.
  const defaultSeconds = env.FIELDBOOK_DEMO_DATA === '1' ? 120 : 60;
  const startSeconds = Number(process.env.E2E_START_SECONDS ?? defaultSeconds) || defaultSeconds;
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not healthy after ${startSeconds} s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const bannerDeadline = Date.now() + 10_000;
  const readPassword = () => /inspector\s+\S+@\S+\s+(\S+)/.exec(output)?.[1];
  while (!readPassword() && Date.now() < bannerDeadline) await new Promise((r) => setTimeout(r, 100));
  const inspectorPassword = readPassword();
  if (!inspectorPassword) throw new Error(`no inspector password in the start banner:\n${output}`);
  return {
    baseUrl,
    inspectorPassword,
    mail,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
