import { sql } from 'drizzle-orm';
import {
  applyDefinitionChanges,
  fieldDefinitions,
  unusedFieldDeleteRefusal,
} from '@fieldbook/domain/custom-fields/definition-changes';
import type { CustomFieldDefinition, CustomFieldEntry } from '@fieldbook/domain/custom-fields/index';
import { ASSIGNMENT_TITLE_FIELD, type AssignmentFieldSettings } from '@fieldbook/domain';
import { assignmentSettings } from '../../db/schema';
import type { Db, Executor } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { generateFieldKey } from '../global-lists/field-keys';
import { domainValidationError } from '../global-lists/resource-errors';
import { scopeOf } from '../users/users.service';

async function readSettings(tx: Executor, lock = false): Promise<AssignmentFieldSettings> {
  const result = (await tx.execute(
    sql`select fields, updated_at from assignment_settings ${lock ? sql`for update` : sql``}`,
  )) as { rows: { fields: CustomFieldEntry[]; updated_at: Date | string }[] };
  const row = result.rows[0];
  return {
    static_fields: [ASSIGNMENT_TITLE_FIELD],
    fields: row?.fields ?? [],
    updated_at: row ? new Date(row.updated_at).toISOString() : null,
  };
}

/** GET /assignment/settings/custom-fields: the static title field and the editable list. */
export function getAssignmentFieldSettings(db: Db, actor: Actor): Promise<AssignmentFieldSettings> {
  return withTenant(db, actor, (tx) => readSettings(tx));
}

/** GET /assignment/custom-fields: what an assignment form shows — the title first, then the used fields. */
export async function assignmentFormFields(db: Db, actor: Actor): Promise<CustomFieldDefinition[]> {
  const settings = await getAssignmentFieldSettings(db, actor);
  return [...settings.static_fields, ...fieldDefinitions(settings.fields).filter((f) => f.is_used)];
}

async function store(tx: Executor, orgId: string, fields: CustomFieldEntry[]): Promise<void> {
  await tx
    .insert(assignmentSettings)
    .values({ orgId, fields })
    .onConflictDoUpdate({ target: assignmentSettings.orgId, set: { fields, updatedAt: new Date() } });
}

/** PUT /assignment/settings/custom-fields: saves the edited list over the stored one (ADR 100/125 rules). */
export function saveAssignmentFields(
  db: Db,
  actor: Actor,
  incoming: CustomFieldEntry[],
): Promise<AssignmentFieldSettings> {
  const { orgId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const before = await readSettings(tx, true);
    const result = applyDefinitionChanges(before.fields, incoming, generateFieldKey);
    if ('errors' in result) throw domainValidationError(result.errors);
    await store(tx, orgId, result.entries);
    await audit({
      action: 'assignment_settings.fields_saved',
      entity: 'assignment_settings',
      summary: { fields: fieldDefinitions(result.entries).length },
    });
    return readSettings(tx);
  });
}

/** DELETE /assignment/settings/custom-fields/unused-fields/{id}/delete: an unused, unlocked field goes for good. */
export function deleteUnusedAssignmentField(
  db: Db,
  actor: Actor,
  key: string,
): Promise<AssignmentFieldSettings> {
  const { orgId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const before = await readSettings(tx, true);
    const refusal = unusedFieldDeleteRefusal(before.fields, key);
    if (refusal === 'not_found') throw errors.notFound();
    if (refusal) throw domainValidationError({ field: refusal });
    await store(
      tx,
      orgId,
      before.fields.filter((entry) => entry.key !== key),
    );
    await audit({
      action: 'assignment_settings.field_deleted',
      entity: 'assignment_settings',
      summary: { field: key },
    });
    return readSettings(tx);
  });
}
