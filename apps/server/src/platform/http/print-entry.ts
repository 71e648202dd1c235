import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPORT_PRINT_PATHS } from '@fieldbook/domain/inspections/report-print-paths';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { withServerSettings } from './spa';

/** The web's print entry (ADR 224) as built, or null when the build has none. */
function readPrintHtml(config: Config): string | null {
  const file = resolve(config.webDist, 'print.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/**
 * Serves the web's print entry on the report print paths Chromium opens for a PDF (ADR 224): the report alone
 * instead of the whole app. Like index.html it holds no data; its calls carry the print's session or share-link
 * token and meet the same checks, and the same headers (CSP) as every page apply.
 */
export function registerPrintEntry(app: FastifyInstance, config: Config): void {
  const built = readPrintHtml(config);
  if (built === null) return;
  const html = withServerSettings(built, config);
  for (const path of Object.values(REPORT_PRINT_PATHS)) {
    app.get(path, { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html),
    );
  }
}
