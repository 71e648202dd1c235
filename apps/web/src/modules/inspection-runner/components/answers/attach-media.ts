import { ANSWER_MEDIA_MAX, mediaKindOf } from '@fieldbook/domain/inspections';
import { compressImage } from '../../image-compress';
import type { MediaRef } from '../../local/runner-db';
import type { LoadedRunner } from '../../use-runner';

/**
 * Keeps picked files on the device (photos compressed first) and records them after the media an answer already
 * holds, up to the most an answer may hold; shared by the note-and-media part and the media questions.
 */
export async function attachMedia(
  runner: Pick<LoadedRunner, 'record' | 'storeFile'>,
  target: { item_id: string; instance: number },
  held: readonly MediaRef[],
  files: readonly File[],
): Promise<void> {
  const refs: MediaRef[] = [];
  for (const file of files.slice(0, ANSWER_MEDIA_MAX - held.length)) {
    const small = await compressImage(file);
    refs.push(await runner.storeFile(small.blob, small.name, mediaKindOf(small.blob.type)));
  }
  runner.record({ kind: 'media', ...target, file_ids: [...held, ...refs].map((m) => m.id) }, refs);
}
