import { type Language } from '@fieldbook/domain';
import { AUTO_TRANSLATE_TIMEOUT_MS } from '@fieldbook/domain/templates';
import { AppError } from '../../platform/errors/app-error';

/** Where the translation service is and how to call it (config TRANSLATE_URL / TRANSLATE_API_KEY). */
export interface TranslateService {
  url: string | undefined;
  apiKey?: string | undefined;
  timeoutMs?: number;
}

/** 503 when no service is configured, so the screen can say so instead of failing vaguely. */
export function translationServiceMissing(): AppError {
  return new AppError(503, 'CKL_TRANSLATION_UNAVAILABLE', 'translations.service_missing');
}

function serviceFailed(): AppError {
  return new AppError(502, 'CKL_TRANSLATION_FAILED', 'translations.service_failed');
}

/**
 * Translates texts through a LibreTranslate-compatible `POST /translate` ({q: [...], source,
 * target, format}) → {translatedText: [...]}, within the spec's 120 s.
 */
export async function libreTranslate(
  service: TranslateService,
  texts: string[],
  source: Language,
  target: Language,
): Promise<string[]> {
  if (!service.url) throw translationServiceMissing();
  let response: Response;
  try {
    response = await fetch(`${service.url}/translate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        q: texts,
        source,
        target,
        format: 'text',
        ...(service.apiKey && { api_key: service.apiKey }),
      }),
      signal: AbortSignal.timeout(service.timeoutMs ?? AUTO_TRANSLATE_TIMEOUT_MS),
    });
  } catch {
    throw serviceFailed();
  }
  if (!response.ok) throw serviceFailed();
  const body = (await response.json().catch(() => null)) as { translatedText?: unknown } | null;
  const translated = body?.translatedText;
  if (
    !Array.isArray(translated) ||
    translated.length !== texts.length ||
    !translated.every((t) => typeof t === 'string')
  )
    throw serviceFailed();
  return translated as string[];
}
