import type { ActivityAction, ActivityEntity, ImportField, ImportTarget, Language } from '@fieldbook/domain';
import type { Tx } from '../../platform/db/client';
import type { Actor } from '../../platform/db/tenancy';
import type { FieldMessage } from '../../platform/errors/app-error';

/** One mapped data row: its row number in the file and the cell text per field id. */
export interface ImportRowInput {
  line: number;
  values: Record<string, string>;
}

/** A row the target refused, with one reason per failed field (e.g. duplicate id, invalid value, missing). */
export interface RowRejection {
  line: number;
  reasons: { field: string; message: FieldMessage }[];
}

/** What one batch insert answers: how many rows were written, and which were refused and why. */
export interface BatchOutcome {
  inserted: number;
  rejected: RowRejection[];
}

/**
 * What the import pipeline needs from the module that owns the records (assets, global-list items): the fields a
 * column can fill, and a batch insert that validates each row and writes the valid ones in the caller's transaction.
 */
export interface ImportTargetAdapter {
  target: ImportTarget;
  /** The activity-log action and entity one finished import records. */
  activity: { action: ActivityAction; entity: ActivityEntity };
  /** Fields of the asset type or list, for the mapping (404 when it does not exist, 422 when archived). */
  fields(tx: Tx, targetId: string, lang: Language): Promise<ImportField[]>;
  /** Validates and inserts one batch; rows refused for their values are answered, not thrown. */
  insertBatch(tx: Tx, actor: Actor, targetId: string, rows: ImportRowInput[]): Promise<BatchOutcome>;
}
