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

/** How the service reads a text: plain, or HTML whose tags it keeps (an instruction's rich-text body). */
export type TextFormat = 'text' | 'html';

/**
 * Translates texts through a LibreTranslate-compatible `POST /translate` ({q: [...], source,
 * target, format}) → {translatedText: [...]}, within the spec's 120 s.
 */
export async function libreTranslate(
  service: TranslateService,
  texts: string[],
  source: Language,
  target: Language,
  format: TextFormat = 'text',
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
        format,
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

/**
 * Translates texts of both formats in one go: one service call per format present, answers put back
 * in the order asked, so plain titles and HTML bodies can share an auto-translate batch.
 */
export async function translateMixed(
  service: TranslateService,
  texts: { text: string; format: TextFormat }[],
  source: Language,
  target: Language,
): Promise<string[]> {
  const out: string[] = texts.map(() => '');
  for (const format of ['text', 'html'] as const) {
    const indexes = texts.flatMap((t, i) => (t.format === format ? [i] : []));
    if (indexes.length === 0) continue;
    const asked = indexes.map((i) => texts[i]?.text ?? '');
    const translated = await libreTranslate(service, asked, source, target, format);
    indexes.forEach((at, k) => (out[at] = translated[k] ?? ''));
  }
  return out;
}
