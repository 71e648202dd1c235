import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { languageSchema, type Language } from '@fieldbook/domain';
import { DEFAULT_UPLOAD_TYPES } from '@fieldbook/domain/uploads/index';
import type { StorageOptions } from './platform/storage/create-storage';

/** Repository root: both src/config.ts and the bundled dist/server.js sit two levels below it. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: optional,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  PUBLIC_URL: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Fieldbook <no-reply@fieldbook.local>'),
  FIELDBOOK_ADMIN_EMAIL: z.string().trim().toLowerCase().email().default('admin@fieldbook.local'),
  FIELDBOOK_ADMIN_PASSWORD: optional,
  FIELDBOOK_DEMO_DATA: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((v) => v !== 'false' && v !== '0'),
  JOB_WORKERS: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((v) => v !== 'false' && v !== '0'),
  CHROMIUM_PATH: z.string().trim().default('/usr/bin/chromium'),
  PDF_PAGES: z.coerce.number().int().min(1).max(16).default(1),
  PDF_BASE_URL: optional,
  NODE_ENV: z.string().default('development'),
  WEB_DIST: optional,
  WEB_SSR_DIST: optional,
  SERVER_RENDERING: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((v) => v !== 'false' && v !== '0'),
  DEFAULT_LANGUAGE: languageSchema.default('en'),
  LOG_LEVEL: z.string().default('info'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optional,
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PREFIX: optional,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0', '']).optional(),
  UPLOAD_TYPES: optional,
  TRANSLATE_URL: optional,
  TRANSLATE_API_KEY: optional,
  HELP_TUTORIALS_URL: z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).optional(),
  ACCESS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  LIST_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  LIST_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  RATE_LIMIT_API: z.coerce.number().int().min(0).default(600),
  SIGN_IN_FREE_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  SIGN_IN_ACCOUNT_CEILING: z.coerce.number().int().min(1).max(10_000).default(50),
  PASSWORD_HASH_LOG_N: z.coerce.number().int().min(14).max(20).default(17),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

/** Everything the server reads from the environment, parsed once so the rest of the code never touches process.env. */
export interface Config {
  port: number;
  /** HOST, else all interfaces in production and loopback otherwise, so a bare start is not reachable (ADR 187). */
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string;
  adminPassword: string | undefined;
  /** FIELDBOOK_DEMO_DATA: the first start fills the demo workspace with templates, assets and inspections. */
  demoData: boolean;
  nodeEnv: string;
  isProduction: boolean;
  webDist: string;
  /** The web's server-side build (ADR 182); the server draws first screens with it when present and enabled. */
  webSsrDist: string;
  /** SERVER_RENDERING: whether the server draws the first screen of the pages that have one (ADR 182). */
  serverRendering: boolean;
  defaultLanguage: Language;
  logLevel: string;
  /** Behind a load balancer, take the client IP (rate limits, audit) from X-Forwarded-For. */
  trustProxy: boolean;
  /** Cookies get the Secure flag when the public URL is https. */
  secureCookies: boolean;
  /** Where files live: a folder under DATA_DIR/files (default) or an S3-compatible bucket (STORAGE_DRIVER=s3). */
  storage: StorageOptions;
  /** The side menu's external video-tutorials link (spec §2 help links); unset: the entry is not shown. */
  helpTutorialsUrl: string | undefined;
  /** Media types the file manager accepts, decided by content (UPLOAD_TYPES, comma-separated; ADR 101). */
  uploadTypes: readonly string[];
  /** Base URL of a LibreTranslate-compatible service for template auto-translate; unset: not offered. */
  translateUrl: string | undefined;
  translateApiKey: string | undefined;
  /** How long a session's resolved access is reused at most (ADR 086); 0 resolves it on every request. */
  accessCacheMs: number;
  /** JOB_WORKERS: whether this process runs queued jobs once the server listens (ADR 198); false only enqueues. */
  jobWorkers: boolean;
  /** Bounds of the whole-answer list cache (ADR 089); 0 entries turns it off. */
  listCache: { maxEntries: number; maxBytes: number };
  /** Request and sign-in limits, counted in the database (ADR 189). */
  rateLimits: {
    /** RATE_LIMIT_API: API calls per session and minute; 0 turns the limit off. */
    apiPerMinute: number;
    /** SIGN_IN_FREE_ATTEMPTS: failed sign-ins of one account from one IP before delays start. */
    signInFreeAttempts: number;
    /** SIGN_IN_ACCOUNT_CEILING: failed sign-ins of one account per day before a mailed unlock link is needed. */
    signInAccountCeiling: number;
  };
  /** Report PDFs (ADR 203): the Chromium binary, pages printing at once, and how Chromium reaches this server. */
  pdf: {
    /** CHROMIUM_PATH: the system Chromium (default Debian's /usr/bin/chromium). */
    chromiumPath: string;
    /** PDF_PAGES: pooled browser pages, i.e. PDFs printed at once per process (default 1, ADR 224). */
    pages: number;
    /** PDF_BASE_URL: this server as Chromium reaches it; unset, the address the process listens on (loopback). */
    baseUrl: string | undefined;
  };
  /** PASSWORD_HASH_LOG_N: scrypt's cost as a power of two (OWASP: 17); older hashes are redone at sign-in. */
  passwordHashLogN: number;
}

/** The storage driver the environment asks for; an S3 driver needs its bucket and keys, or start-up fails clearly. */
function storageOptions(parsed: z.output<typeof envSchema>): StorageOptions {
  if (parsed.STORAGE_DRIVER === 'local') return { driver: 'local', root: resolve(parsed.DATA_DIR, 'files') };
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = parsed;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const pathStyle = parsed.S3_FORCE_PATH_STYLE;
  return {
    driver: 's3',
    endpoint: parsed.S3_ENDPOINT,
    region: parsed.S3_REGION,
    bucket,
    accessKeyId,
    secretAccessKey,
    prefix: parsed.S3_PREFIX,
    forcePathStyle:
      pathStyle === undefined || pathStyle === ''
        ? parsed.S3_ENDPOINT !== undefined
        : pathStyle === 'true' || pathStyle === '1',
  };
}

/** Builds the configuration from environment variables (see README's configuration table); throws on invalid values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(env);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, '');
  const webDist = parsed.WEB_DIST ? resolve(parsed.WEB_DIST) : resolve(REPO_ROOT, 'apps', 'web', 'dist');
  return {
    port: parsed.PORT,
    host: parsed.HOST ?? (parsed.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    publicUrl,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    adminEmail: parsed.FIELDBOOK_ADMIN_EMAIL,
    adminPassword: parsed.FIELDBOOK_ADMIN_PASSWORD,
    demoData: parsed.FIELDBOOK_DEMO_DATA,
    nodeEnv: parsed.NODE_ENV,
    isProduction: parsed.NODE_ENV === 'production',
    webDist,
    webSsrDist: parsed.WEB_SSR_DIST ? resolve(parsed.WEB_SSR_DIST) : `${webDist}-ssr`,
    serverRendering: parsed.SERVER_RENDERING,
    defaultLanguage: parsed.DEFAULT_LANGUAGE,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY,
    secureCookies: publicUrl.startsWith('https://'),
    storage: storageOptions(parsed),
    uploadTypes:
      parsed.UPLOAD_TYPES?.split(',')
        .map((type) => type.trim().toLowerCase())
        .filter(Boolean) ?? DEFAULT_UPLOAD_TYPES,
    translateUrl: parsed.TRANSLATE_URL?.replace(/\/+$/, ''),
    translateApiKey: parsed.TRANSLATE_API_KEY,
    helpTutorialsUrl: parsed.HELP_TUTORIALS_URL || undefined,
    accessCacheMs: parsed.ACCESS_CACHE_MS,
    jobWorkers: parsed.JOB_WORKERS,
    listCache: {
      maxEntries: parsed.LIST_CACHE_ENTRIES,
      maxBytes: Math.round(parsed.LIST_CACHE_MB * 2 ** 20),
    },
    rateLimits: {
      apiPerMinute: parsed.RATE_LIMIT_API,
      signInFreeAttempts: parsed.SIGN_IN_FREE_ATTEMPTS,
      signInAccountCeiling: parsed.SIGN_IN_ACCOUNT_CEILING,
    },
    passwordHashLogN: parsed.PASSWORD_HASH_LOG_N,
    pdf: {
      chromiumPath: parsed.CHROMIUM_PATH,
      pages: parsed.PDF_PAGES,
      baseUrl: parsed.PDF_BASE_URL?.replace(/\/+$/, ''),
    },
  };
}

/** Whether the built web app is present, so the server can explain itself at `/` when it is not. */
export function hasWebDist(config: Config): boolean {
  return existsSync(resolve(config.webDist, 'index.html'));
}
