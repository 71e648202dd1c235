import {
  importEventSchema,
  importPreviewSchema,
  type ImportColumn,
  type ImportPreview,
  type ImportResult,
  type ImportTarget,
} from '@fieldbook/domain';
import { z } from 'zod';
import { api } from '../api/client';
import { ApiRequestError } from '../api/api-error';

/** The spec's bulk-import call of each target and the multipart field naming the type or list. */
const ENDPOINTS: Record<ImportTarget, { path: string; idField: 'type_id' | 'list_id' }> = {
  assets: { path: '/assets/bulk-import', idField: 'type_id' },
  'global-list-items': { path: '/resources/global-lists/bulk-import', idField: 'list_id' },
};

function formOf(target: ImportTarget, targetId: string, file: File, columns?: ImportColumn[]): FormData {
  const form = new FormData();
  form.append(ENDPOINTS[target].idField, targetId);
  if (columns) form.append('columns', JSON.stringify(columns));
  form.append('file', file);
  return form;
}

/** Step 1 → 2: the file's headers, first rows, row count, the target's fields and the suggested mapping. */
export async function previewImport(
  target: ImportTarget,
  targetId: string,
  file: File,
): Promise<ImportPreview> {
  const answer = await api.post(`${ENDPOINTS[target].path}/preview`, formOf(target, targetId, file), {
    schema: z.object({ data: importPreviewSchema }),
    quietErrors: true,
  });
  return answer.data;
}

/**
 * Step 3: sends the file with the mapping and reads the streamed answer line by line, reporting progress; answers
 * the result, or throws the error line (nothing was written) as an ApiRequestError.
 */
export async function runImport(
  target: ImportTarget,
  targetId: string,
  file: File,
  columns: ImportColumn[],
  onProgress: (done: number, total: number) => void,
): Promise<ImportResult> {
  const response = await api.open('POST', ENDPOINTS[target].path, {
    body: formOf(target, targetId, file, columns),
    quietErrors: true,
  });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const next = reader ? await reader.read() : { done: true as const, value: undefined };
    buffer += next.value ?? '';
    const lines = buffer.split('\n');
    buffer = next.done ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      if (line.trim() === '') continue;
      const event = importEventSchema.parse(JSON.parse(line));
      if (event.type === 'progress') onProgress(event.done, event.total);
      else if (event.type === 'result') return event.data;
      else
        throw new ApiRequestError(500, { message: event.message, error_code: event.error_code, data: null });
    }
    if (next.done) throw new ApiRequestError(500, { message: '', error_code: '_HTTP_500', data: null });
  }
}
