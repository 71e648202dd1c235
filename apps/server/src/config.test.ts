import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
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
    });
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

  it('treats empty values as unset and rejects invalid ones', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ PORT: 'abc' })).toThrow();
    expect(() => loadConfig({ DEFAULT_LANGUAGE: 'es' })).toThrow();
  });

  it('finds the repository root from the sources', () => {
    expect(resolve(REPO_ROOT, 'apps/server/src/config.ts')).toBe(resolve(import.meta.dirname, 'config.ts'));
  });
});
