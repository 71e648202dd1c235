import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer, type RunningServer } from './server';
import { newContext, signIn } from './session';

/** A spec's own server and browser, and one page signed in as the demo administrator. */
export interface AdminSession {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/** What most specs do first: a fresh server (with `env`), Chromium, and the administrator signed in on one page. */
export async function openAdminSession(env: Record<string, string> = {}): Promise<AdminSession> {
  const server = await startServer(env);
  const browser = await launchBrowser();
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  return { server, browser, context, page };
}

/** Closes what a spec opened, whichever parts of it started. */
export async function closeSession(opened: { browser?: Browser; server?: RunningServer }): Promise<void> {
  await opened.browser?.close();
  await opened.server?.stop();
}
