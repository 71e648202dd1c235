import { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { uploadedFiles } from '../../db/schema';
import type { Db } from '../db/client';
import { withTenant, type Actor } from '../db/tenancy';
import type { Storage } from '../storage';
import { printRendition, readStored, RESIZABLE, type PrintBox } from './print-rendition';

/**
 * The box a photo's stored print rendition covers (ADR 220): a photo tile of the report's default layout (three
 * photo columns) as the print page measures it in the renderer's 1280 px wide page (about 181 × 136 CSS pixels),
 * at 2 device pixels per CSS pixel, rounded up. A print asking for this box or one up to a quarter smaller is served
 * the stored copy as it is; a smaller box is shrunk from it, a larger one from the original.
 */
export const PRINT_COPY_BOX: PrintBox = { w: 400, h: 300 };

/** The storage prefix of an object's key (its folders without the shard), so a derived copy is stored beside it. */
function folderOf(key: string): string | undefined {
  const parts = key.split('/');
  return parts.length > 2 ? parts.slice(0, -2).join('/') : undefined;
}

/**
 * Makes and stores the print rendition of one uploaded photo once (ADR 220) and points its file row at it; nothing
 * for a file that has one, is not a resizable image or is no larger than the box. Safe to run twice: a second copy
 * that loses the race to the row is removed again.
 */
export async function storePrintCopy(db: Db, storage: Storage, actor: Actor, fileId: string): Promise<void> {
  const [file] = await withTenant(db, actor, (tx) =>
    tx.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId)).limit(1),
  );
  if (!file || file.printKey || !RESIZABLE.test(file.contentType)) return;
  const copy = await printRendition(await readStored(storage, file.storageKey), PRINT_COPY_BOX);
  if (!copy) return;
  const { width, height } = await sharp(copy).metadata();
  const prefix = folderOf(file.storageKey);
  const stored = await storage.put(Readable.from(copy), {
    ...(prefix && { prefix }),
    contentType: 'image/jpeg',
  });
  const updated = await withTenant(db, actor, (tx) =>
    tx
      .update(uploadedFiles)
      .set({ printKey: stored.key, printWidth: width, printHeight: height })
      .where(and(eq(uploadedFiles.id, fileId), isNull(uploadedFiles.printKey)))
      .returning({ id: uploadedFiles.id }),
  ).catch(async (error: unknown) => {
    await storage.delete(stored.key).catch(() => undefined);
    throw error;
  });
  if (updated.length === 0) await storage.delete(stored.key).catch(() => undefined);
}
