import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      adminEmail: 'admin@fieldbook.local',
      adminPassword: undefined,
      isProduction: false,
      webDist: resolve(REPO_ROOT, 'apps/web/dist'),
      defaultLanguage: 'en',
      secureCookies: false,
      trustProxy: false,
      rateLimits: { apiPerMinute: 600, signInFreeAttempts: 5, signInAccountCeiling: 50 },
      passwordHashLogN: 17,
    });
  });

  it('reads the limits and the hashing cost, refusing a cost below 2^14 (ADR 189)', () => {
    const config = loadConfig({
      RATE_LIMIT_API: '0',
      SIGN_IN_FREE_ATTEMPTS: '3',
      SIGN_IN_ACCOUNT_CEILING: '20',
      PASSWORD_HASH_LOG_N: '18',
    });
    expect(config.rateLimits).toEqual({ apiPerMinute: 0, signInFreeAttempts: 3, signInAccountCeiling: 20 });
    expect(config.passwordHashLogN).toBe(18);
    expect(() => loadConfig({ PASSWORD_HASH_LOG_N: '13' })).toThrow();
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://fieldbook.example.com/',
      DATABASE_URL: 'postgres://db/fieldbook',
      SMTP_URL: 'smtp://mail:25',
      FIELDBOOK_ADMIN_EMAIL: 'Boss@Example.com',
      NODE_ENV: 'production',
      DEFAULT_LANGUAGE: 'de',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://fieldbook.example.com',
      secureCookies: true,
      databaseUrl: 'postgres://db/fieldbook',
      adminEmail: 'boss@example.com',
      isProduction: true,
      defaultLanguage: 'de',
      trustProxy: true,
    });
  });

  it('listens on loopback unless HOST is set or NODE_ENV is production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('treats empty values as unset and rejects invalid ones', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ PORT: 'abc' })).toThrow();
    expect(() => loadConfig({ DEFAULT_LANGUAGE: 'es' })).toThrow();
    expect(() => loadConfig({ HELP_TUTORIALS_URL: 'javascript:alert(1)' })).toThrow();
    expect(loadConfig({ HELP_TUTORIALS_URL: '' }).helpTutorialsUrl).toBeUndefined();
  });

  it('finds the repository root from the sources', () => {
    expect(resolve(REPO_ROOT, 'apps/server/src/config.ts')).toBe(resolve(import.meta.dirname, 'config.ts'));
  });

  it('keeps files under DATA_DIR/files by default', () => {
    expect(loadConfig({ DATA_DIR: '/srv/fb' }).storage).toEqual({
      driver: 'local',
      root: resolve('/srv/fb/files'),
    });
  });

  it('reads an S3-compatible bucket, path-style when an endpoint is given', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'fieldbook',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: 'prod',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'fieldbook',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      prefix: 'prod',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })
        .storage,
    ).toMatchObject({ endpoint: undefined, forcePathStyle: false });
  });

  it('refuses an S3 driver without bucket or keys', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID/);
  });
});
