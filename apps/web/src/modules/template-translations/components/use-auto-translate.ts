import type { Language } from '@fieldbook/domain';
import { AUTO_TRANSLATE_BATCH } from '@fieldbook/domain/templates';
import { useState } from 'react';
import { translationsApi } from '../api/translations-api';
import { batches } from '../model/grid-rows';

/** Progress of a running auto-translation: batches done of all. */
export interface AutoTranslateProgress {
  done: number;
  total: number;
}

/**
 * Sends keys to the server's auto-translate call in batches of at most 10 (spec §9), one after another, and
 * stops at the first failure (the API client shows its message). Resolves with the number of texts changed.
 */
export function useAutoTranslate(templateId: string, lang: Language) {
  const [progress, setProgress] = useState<AutoTranslateProgress | null>(null);
  const run = async (keys: readonly string[]): Promise<number> => {
    const parts = batches(keys, AUTO_TRANSLATE_BATCH);
    let changed = 0;
    try {
      for (const [index, part] of parts.entries()) {
        setProgress({ done: index + 1, total: parts.length });
        const answer = await translationsApi.autoTranslate(templateId, lang, part);
        changed += answer.data.changed;
      }
    } finally {
      setProgress(null);
    }
    return changed;
  };
  return { run, progress };
}
