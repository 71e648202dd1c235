import {
  ANSWER_MEDIA_MAX,
  mediaKindOf,
  photoOutputOf,
  type PhotoOutput,
} from '@fieldbook/domain/inspections';
import { clipDuration } from '../../clip-duration';
import { compressImage } from '../../image-compress';
import type { MediaRef } from '../../local/runner-db';
import type { LoadedRunner } from '../../use-runner';

/** What a question allows of its media (ADR 208): the photo size and format, and the longest clip in seconds. */
export interface MediaLimits {
  photo: PhotoOutput;
  maxSeconds: number | null;
}

/** A note's attachments: photos at the default size, clips of any length. */
export const NOTE_MEDIA_LIMITS: MediaLimits = { photo: photoOutputOf(undefined), maxSeconds: null };

/** Whether a video or audio file plays longer than the question allows (a clip of unknown length is taken). */
async function tooLong(file: File, limits: MediaLimits, duration: (file: Blob) => Promise<number>) {
  const kind = mediaKindOf(file.type);
  if (limits.maxSeconds === null || (kind !== 'video' && kind !== 'audio')) return false;
  return (await duration(file)) > limits.maxSeconds + 0.5;
}

/**
 * Keeps picked files on the device (photos scaled to the question's quality first) and records them after the media
 * an answer already holds, up to the most an answer may hold; shared by the note-and-media part and the media
 * questions. Answers the clips it refused as longer than the question allows.
 */
export async function attachMedia(
  runner: Pick<LoadedRunner, 'record' | 'storeFile'>,
  target: { item_id: string; instance: number },
  held: readonly MediaRef[],
  files: readonly File[],
  limits: MediaLimits = NOTE_MEDIA_LIMITS,
  duration: (file: Blob) => Promise<number> = clipDuration,
): Promise<File[]> {
  const refs: MediaRef[] = [];
  const refused: File[] = [];
  for (const file of files.slice(0, ANSWER_MEDIA_MAX - held.length)) {
    if (await tooLong(file, limits, duration)) {
      refused.push(file);
      continue;
    }
    const small = await compressImage(file, limits.photo);
    refs.push(await runner.storeFile(small.blob, small.name, mediaKindOf(small.blob.type)));
  }
  if (refs.length > 0)
    runner.record({ kind: 'media', ...target, file_ids: [...held, ...refs].map((m) => m.id) }, refs);
  return refused;
}
