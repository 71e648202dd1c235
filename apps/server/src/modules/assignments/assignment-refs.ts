import { and, eq, inArray } from 'drizzle-orm';
import { fieldDefinitions } from '@fieldbook/domain/custom-fields/definition-changes';
import {
  validateFieldValues,
  withDefaults,
  type CustomFieldEntry,
  type FieldValue,
} from '@fieldbook/domain/custom-fields/index';
import type { AssignmentAssignee, AssignmentInput, DynamicAssets } from '@fieldbook/domain';
import { assets, assetTypes, assignmentSettings, groups, memberships, templates } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { errors, type FieldMessage } from '../../platform/errors/app-error';
import { isMessageKey } from '../../platform/i18n/i18n';

/** What an assignment points at before an edit: references already held may stay even if now archived. */
export interface HeldRefs {
  templateId: string;
  assetIds: ReadonlySet<string>;
}

/** An assignment's references, checked and cleaned, ready to store. */
export interface CheckedRefs {
  fields: Record<string, FieldValue>;
  assignees: AssignmentAssignee[];
  managers: string[];
  assets: string[];
  dynamic: DynamicAssets | null;
}

async function activeMembers(tx: Executor, orgId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.orgId, orgId),
        inArray(memberships.userId, [...ids]),
        eq(memberships.status, 'active'),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** The assignment custom fields of the workspace (the settings of `/settings/assignment`). */
async function fieldSettings(tx: Executor): Promise<CustomFieldEntry[]> {
  const [row] = await tx.select({ fields: assignmentSettings.fields }).from(assignmentSettings).limit(1);
  return row?.fields ?? [];
}

/**
 * A dynamic asset set with the type checked and every condition on a field that is no longer a used field of
 * the type dropped (spec §8: "Dynamic asset condition removed from the asset type is removed on save").
 */
async function cleanDynamic(
  tx: Executor,
  dynamic: DynamicAssets,
  fields: Record<string, FieldMessage>,
): Promise<DynamicAssets | null> {
  const [type] = await tx
    .select({ fields: assetTypes.fields, archivedAt: assetTypes.archivedAt })
    .from(assetTypes)
    .where(eq(assetTypes.id, dynamic.asset_type_id))
    .limit(1);
  if (!type || type.archivedAt) {
    fields['dynamic_assets.asset_type_id'] = { key: 'assignment.validation.asset_type' };
    return null;
  }
  const used = new Set(
    fieldDefinitions(type.fields)
      .filter((f) => f.is_used)
      .map((f) => f.key),
  );
  return { ...dynamic, conditions: dynamic.conditions.filter((c) => used.has(c.field)) };
}

/**
 * Checks everything an assignment points at against the workspace (RLS hides other workspaces' rows): custom-field
 * values against the assignment settings (defaults filled on create), a published and active template, active
 * members or groups as assignees, active members as managers, active assets (ones already held may stay), the
 * dynamic set's type. Every failure is a 422 on its field, all reported at once.
 */
export async function checkAssignmentRefs(
  tx: Executor,
  orgId: string,
  body: AssignmentInput,
  held: HeldRefs | null,
): Promise<CheckedRefs> {
  const fields: Record<string, FieldMessage> = {};
  const definitions = fieldDefinitions(await fieldSettings(tx));
  const values = validateFieldValues(
    definitions,
    held ? body.fields : withDefaults(definitions, body.fields),
  );
  for (const [key, message] of Object.entries(values.errors)) {
    fields[`fields.${key}`] = isMessageKey(message.key)
      ? { key: message.key, ...(message.params && { params: message.params }) }
      : { key: 'gen.validations.pattern' };
  }

  const [template] = await tx
    .select({ published: templates.publishedVersion, archived: templates.archived })
    .from(templates)
    .where(eq(templates.id, body.template_id))
    .limit(1);
  const keepsTemplate = held?.templateId === body.template_id;
  if (!template || template.published === null || (template.archived && !keepsTemplate))
    fields.template_id = { key: 'assignment.validation.template' };

  const assignees = [...new Map(body.assignees.map((a) => [`${a.kind}:${a.id}`, a])).values()];
  const userIds = assignees.filter((a) => a.kind === 'user').map((a) => a.id);
  const groupIds = assignees.filter((a) => a.kind === 'group').map((a) => a.id);
  const members = await activeMembers(tx, orgId, userIds);
  const foundGroups = groupIds.length
    ? await tx.select({ id: groups.id }).from(groups).where(inArray(groups.id, groupIds))
    : [];
  if (members.size !== userIds.length || foundGroups.length !== groupIds.length)
    fields.assignees = { key: 'assignment.validation.assignee' };

  const managers = [...new Set(body.managers)];
  if ((await activeMembers(tx, orgId, managers)).size !== managers.length)
    fields.managers = { key: 'assignment.validation.manager' };

  const assetIds = [...new Set(body.assets)];
  const usable = assetIds.length
    ? await tx
        .select({ id: assets.id, archivedAt: assets.archivedAt })
        .from(assets)
        .where(inArray(assets.id, assetIds))
    : [];
  const ok = usable.filter((a) => !a.archivedAt || held?.assetIds.has(a.id));
  if (ok.length !== assetIds.length) fields.assets = { key: 'assignment.validation.asset' };

  const dynamic = body.dynamic_assets ? await cleanDynamic(tx, body.dynamic_assets, fields) : null;
  if (Object.keys(fields).length > 0) throw errors.validation(fields);
  return { fields: values.values, assignees, managers, assets: assetIds, dynamic };
}
