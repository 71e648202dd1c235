import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@fieldbook/domain/uploads/index';
import type { FirstScreenRenderer } from '@fieldbook/domain/common/first-screen';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { pino, type Logger } from 'pino';
import type { Config } from './config';
import { apiModules, type ApiModule } from './modules';
import { jobDefinitions, sweepDefinitions } from './modules/job-definitions';
import { registerMailboxPage } from './modules/dev/mailbox-page';
import { registerResumableUploads } from './modules/file-manager/resumable-upload';
import { registerImportTempSweep } from './modules/imports/import-temp-files';
import { installCsrf } from './platform/auth/csrf';
import type { Database } from './platform/db/client';
import { enableAccessCache } from './platform/auth/access-cache';
import { enableListAnswerCache } from './platform/list-query/answer-cache';
import type { AppDeps } from './platform/deps';
import { installErrorHandler } from './platform/errors/error-handler';
import { registerOpenApi } from './platform/http/openapi';
import { registerRoutes } from './platform/http/route';
import { inlineScriptHashes } from './platform/http/inline-scripts';
import { readWebIndex, registerSpa } from './platform/http/spa';
import { zodValidatorCompiler } from './platform/http/validator';
import { createJobQueue, type JobQueue } from './platform/jobs/job-queue';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { createPdfRenderer, type PdfRenderer } from './platform/pdf/pdf-renderer';
import { ownBaseUrl } from './platform/pdf/own-base-url';
import { createStorage } from './platform/storage/create-storage';
import type { Storage } from './platform/storage/storage';

/** What building the app needs; tests pass an in-memory database and no logger. */
export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: Logger;
  mailer?: Mailer;
  storage?: Storage;
  /** The job queue; by default one over `database` with the listed jobs, started by server.ts or the first enqueue. */
  jobs?: JobQueue;
  /** Prints report PDFs; by default the system Chromium of CONFIG (tests pass a stand-in). */
  pdf?: PdfRenderer;
  /** Extra API modules registered after the standard ones (tests declare guard fixtures this way). */
  extraModules?: ApiModule[];
  /** Draws first screens instead of the web's server-side build (ADR 182; tests). */
  firstScreenRenderer?: FirstScreenRenderer;
}

/** Builds the Fastify app: platform plugins first, then the API modules from modules/index.ts, then the SPA. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const loggerInstance = (options.logger ?? pino({ enabled: false })) as FastifyBaseLogger;
  const app: FastifyInstance = Fastify({ loggerInstance, trustProxy: config.trustProxy });
  const deps: AppDeps = {
    config,
    db: database.db,
    engine: database.engine,
    jobs:
      options.jobs ??
      createJobQueue({
        database,
        jobs: jobDefinitions(),
        sweeps: sweepDefinitions(),
        workers: config.jobWorkers,
        log: options.logger,
        deps: () => deps,
      }),
    mailer:
      options.mailer ??
      createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: options.logger }),
    storage: options.storage ?? createStorage(config.storage),
    pdf:
      options.pdf ??
      createPdfRenderer({
        executablePath: config.pdf.chromiumPath,
        pages: config.pdf.pages,
        baseUrl: () => config.pdf.baseUrl ?? ownBaseUrl(app.server),
        log: options.logger,
      }),
  };
  app.decorate('deps', deps);
  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    await deps.pdf.close();
  });
  enableAccessCache(database.db, config.accessCacheMs);
  enableListAnswerCache(database.db, config.listCache);
  app.decorate('defaultLanguage', config.defaultLanguage);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: config.secureCookies ? [] : null,
        scriptSrc: ["'self'", ...inlineScriptHashes(readWebIndex(config) ?? '')],
        imgSrc: ["'self'", 'data:', 'blob:'],
      },
    },
    hsts: config.secureCookies,
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 20 } });
  installCsrf(app, { secure: config.secureCookies });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      for (const module of [...apiModules(config), ...(options.extraModules ?? [])]) {
        await api.register(async (scope) => registerRoutes(scope, module.routes, module.name), {
          prefix: module.prefix,
        });
      }
    },
    { prefix: '/api' },
  );
  await registerResumableUploads(app);
  registerImportTempSweep(app);
  if (!config.isProduction) registerMailboxPage(app);
  await registerSpa(app, config, options.firstScreenRenderer);
  return app;
}
