import { Readable } from 'node:stream';
import { inspectionMedia } from '../db/schema';
import type { Tx } from '../platform/db/client';
import type { Actor } from '../platform/db/tenancy';
import { recordUploadedFile } from '../platform/files';
import type { Storage } from '../platform/storage/storage';
import type { AnswerRow } from '../modules/inspections/inspections.repo';
import { demoPhotoPng } from './demo-photo';
import { demoRandom } from './demo-random';

/** How many demo inspections carry a photo on their first failed answer: the most recent completed ones. */
export const DEMO_PHOTOS = 12;

/**
 * Gives the first failed answer of the latest completed demo inspections a photo (ADR 218), stored and recorded as
 * an upload of the inspection like one the runner sends, so a new customer's first report shows what a photo looks
 * like. `completed` lists the completed inspections' ids, oldest first; answers are changed in place before the
 * caller writes them.
 */
export async function attachDemoPhotos(
  tx: Tx,
  storage: Storage,
  actor: Actor,
  completed: readonly string[],
  answers: AnswerRow[],
): Promise<number> {
  const random = demoRandom(218);
  const failedFirst = new Map<string, AnswerRow>();
  for (const answer of answers)
    if (answer.flagged && !failedFirst.has(answer.inspectionId)) failedFirst.set(answer.inspectionId, answer);
  const chosen = completed
    .filter((id) => failedFirst.has(id))
    .slice(-DEMO_PHOTOS)
    .map((id) => failedFirst.get(id)!);
  for (const [n, answer] of chosen.entries()) {
    const png = demoPhotoPng(random);
    const stored = await storage.put(Readable.from([png]), {
      prefix: `inspections/${actor.orgId ?? ''}/${answer.inspectionId}`,
      contentType: 'image/png',
    });
    const file = await recordUploadedFile(
      tx,
      actor,
      { key: stored.key, mime: 'image/png', size: png.length },
      `demo-photo-${n + 1}.png`,
    );
    await tx
      .insert(inspectionMedia)
      .values({ orgId: file.orgId, inspectionId: answer.inspectionId, fileId: file.id });
    answer.media = [file.id];
    const stamp = answer.partTimes.value;
    if (stamp) answer.partTimes = { ...answer.partTimes, media: stamp };
  }
  return chosen.length;
}
