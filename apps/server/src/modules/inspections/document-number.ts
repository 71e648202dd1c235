import { and, eq, sql } from 'drizzle-orm';
import type { DocumentIdPart } from '@fieldbook/domain/templates';
import { inspectionNumberCounters, inspections } from '../../db/schema';
import type { Tx } from '../../platform/db/client';
import type { VersionModel } from './inspection-version';

/** Most numbers tried when earlier ones are taken (another template printing the same text). */
const ATTEMPTS_MAX = 50;

/** Fills a document_id format: `{n}` is the n-th part; a unique number is the counter, an item part is empty at start. */
export function formatDocumentNumber(
  format: string,
  parts: readonly DocumentIdPart[],
  issued: number,
): string {
  return format.replace(/\{(\d+)\}/g, (_, n: string) => {
    const part = parts[Number(n)];
    return part?.type === 'unique_number' ? String(part.start + issued - 1) : '';
  });
}

/** The format and parts of a version's document_id item, or null when it has none. */
export function documentIdShape(model: VersionModel): { format: string; parts: DocumentIdPart[] } | null {
  const item = model.doc.items.find((i) => i.type === 'document_id');
  if (!item) return null;
  const format = typeof item.options['format'] === 'string' ? item.options['format'] : '{0}';
  const parts = (
    Array.isArray(item.options['items']) ? item.options['items'] : [{ type: 'unique_number', start: 1 }]
  ) as DocumentIdPart[];
  return { format, parts };
}

/**
 * The next document number of a template that has a document_id item, unique in the workspace (ADR 194): the
 * per-template counter counts up, skipping numbers another template already printed. Null without such an item.
 */
export async function nextDocumentNumber(
  tx: Tx,
  orgId: string,
  templateId: string,
  model: VersionModel,
): Promise<string | null> {
  const shape = documentIdShape(model);
  if (!shape) return null;
  const { format, parts } = shape;
  for (let attempt = 0; attempt < ATTEMPTS_MAX; attempt += 1) {
    const [counter] = await tx
      .insert(inspectionNumberCounters)
      .values({ orgId, templateId, issued: 1 })
      .onConflictDoUpdate({
        target: [inspectionNumberCounters.orgId, inspectionNumberCounters.templateId],
        set: { issued: sql`${inspectionNumberCounters.issued} + 1` },
      })
      .returning({ issued: inspectionNumberCounters.issued });
    const number = formatDocumentNumber(format, parts, counter?.issued ?? 1);
    const [taken] = await tx
      .select({ id: inspections.id })
      .from(inspections)
      .where(and(eq(inspections.documentNumber, number)))
      .limit(1);
    if (!taken) return number;
  }
  return null;
}
