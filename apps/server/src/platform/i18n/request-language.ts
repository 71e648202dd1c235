import type { FastifyRequest } from 'fastify';
import { pickLanguage, type Language } from '@fieldbook/domain';

declare module 'fastify' {
  interface FastifyInstance {
    /** Language used when a request names none (DEFAULT_LANGUAGE). */
    defaultLanguage: Language;
  }
}

/** The language of a request's answer: its Accept-Language header, else the configured default. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  if (!header) return request.server.defaultLanguage ?? 'en';
  return pickLanguage(header);
}
