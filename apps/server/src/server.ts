import { pino } from 'pino';
import { buildApp } from './app';
import { hasWebDist, loadConfig } from './config';
import { openDatabase } from './platform/db/client';
import { createStorage } from './platform/storage';
import { seedDemo, type DemoCredentials } from './seed/demo';

function banner(url: string, demo: DemoCredentials | null, webBuilt: boolean): string {
  const lines = ['', `  Fieldbook is ready: ${url}`];
  if (!webBuilt)
    lines.push('  (web app not built: run `npm run build`; the API is at /api, docs at /api/docs)');
  if (demo) {
    lines.push(
      '  Demo workspace created. Sign in with:',
      `    administrator  ${demo.admin.email}  ${demo.admin.generated ? demo.admin.password : '(FIELDBOOK_ADMIN_PASSWORD)'}`,
      `    inspector      ${demo.inspector.email}  ${demo.inspector.password}`,
      '  These passwords are shown only now.',
    );
  } else {
    lines.push(`  Sign in at ${url}/login`);
  }
  return `${lines.join('\n')}\n\n`;
}

/** Starts Fieldbook: configuration, database and migrations, demo data on first start, then HTTP. */
async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const phases: Record<string, number> = {};
  const timed = async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const at = Date.now();
    const result = await step();
    phases[name] = Date.now() - at;
    return result;
  };
  const database = await timed('open', () => openDatabase(config));
  await timed('migrate', () => database.migrate());
  const storage = createStorage(config.storage);
  const demo = await timed('seed', () =>
    seedDemo(database.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      passwordHashLogN: config.passwordHashLogN,
      demoData: config.demoData,
      storage,
    }),
  );
  const app = await timed('app', () => buildApp({ config, database, logger, storage }));
  await timed('listen', () => app.listen({ port: config.port, host: config.host }));
  await timed('jobs', () => app.deps.jobs.start());
  logger.info({ ms: Date.now() - started, phases, engine: database.engine }, 'ready');
  process.stdout.write(banner(config.publicUrl, demo, hasWebDist(config)));

  const stop = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Fieldbook failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
