import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES, type ImportEvent, type ImportResult, type Language } from '@fieldbook/domain';
import { AppError } from '../../platform/errors/app-error';
import { translate } from '../../platform/i18n/i18n';

function errorEvent(error: unknown, lang: Language): ImportEvent {
  if (error instanceof AppError) {
    return {
      type: 'error',
      message: translate(lang, error.messageKey, error.params),
      error_code: error.code,
    };
  }
  return { type: 'error', message: translate(lang, 'imports.failed'), error_code: ERROR_CODES.internal };
}

/**
 * The streamed answer of an import call (ADR 141): one JSON line per progress step, then a result line or, when the
 * run failed and was rolled back, an error line. The run starts at once; the returned stream is the response body.
 */
export function importEventStream(
  lang: Language,
  log: FastifyBaseLogger,
  run: (progress: (done: number, total: number) => void) => Promise<ImportResult>,
  cleanup: () => Promise<void>,
): Readable {
  const out = new PassThrough();
  const send = (event: ImportEvent) => {
    if (!out.destroyed) out.write(`${JSON.stringify(event)}\n`);
  };
  run((done, total) => send({ type: 'progress', done, total }))
    .then((data) =>
      send({
        type: 'result',
        message: translate(lang, 'imports.imported', { inserted: data.inserted, rejected: data.rejected }),
        data,
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof AppError) || error.status >= 500) log.error({ err: error }, 'import failed');
      send(errorEvent(error, lang));
    })
    .finally(() => {
      out.end();
      void cleanup();
    });
  return out;
}
