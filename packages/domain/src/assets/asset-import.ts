import type { CustomFieldDefinition, CustomFieldEntry } from '../custom-fields/custom-field.schema';
import { isGroup } from '../custom-fields/custom-field.schema';
import {
  validateFieldValues,
  withDefaults,
  type FieldValue,
  type ValidationMessage,
} from '../custom-fields/field-values';
import { assetDisplayNameSchema, assetIdSchema } from './asset.schema';

/** One row handed to the batch insert: its 1-based row number in the source file, and raw values. */
export interface AssetImportRow {
  row: number;
  asset_id: unknown;
  display_name: unknown;
  fields: Readonly<Record<string, unknown>>;
}

/** A row the batch refused: the first reason, and every failed field (asset_id, display_name, or a field key). */
export interface RejectedAssetRow {
  row: number;
  reason: ValidationMessage;
  errors: Record<string, ValidationMessage>;
}

/** A row that passed validation, ready to store. */
export interface ValidAssetRow {
  row: number;
  asset_id: string;
  display_name: string;
  fields: Record<string, FieldValue>;
}

/** Message key of an asset id used twice (in the workspace or in one import). */
export const DUPLICATE_ASSET_ID = 'assets.validation.duplicate_asset_id';

/** The field definitions of a type's list (groups left out). */
export function fieldDefinitions(entries: readonly CustomFieldEntry[]): CustomFieldDefinition[] {
  return entries.filter((e): e is CustomFieldDefinition => !isGroup(e));
}

function textValue(raw: unknown): unknown {
  return typeof raw === 'number' ? String(raw) : raw;
}

/**
 * Validates one new asset (form or import row) against its type's definitions: defaults fill unmentioned
 * fields, then asset_id, display_name and every used field are checked. Same rules for the API and imports.
 */
export function validateNewAsset(
  definitions: readonly CustomFieldDefinition[],
  input: { asset_id: unknown; display_name: unknown; fields: Readonly<Record<string, unknown>> },
  options: { applyDefaults: boolean },
):
  { ok: true; value: Omit<ValidAssetRow, 'row'> } | { ok: false; errors: Record<string, ValidationMessage> } {
  const errors: Record<string, ValidationMessage> = {};
  const assetId = assetIdSchema.safeParse(textValue(input.asset_id) ?? '');
  if (!assetId.success) errors.asset_id = issueMessage(assetId.error.issues[0]?.message, 64);
  const name = assetDisplayNameSchema.safeParse(textValue(input.display_name) ?? '');
  if (!name.success) errors.display_name = issueMessage(name.error.issues[0]?.message, 255);
  const raw = options.applyDefaults ? withDefaults(definitions, input.fields) : input.fields;
  const fields = validateFieldValues(definitions, raw);
  for (const [key, message] of Object.entries(fields.errors)) errors[`fields.${key}`] = message;
  if (!assetId.success || !name.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { asset_id: assetId.data, display_name: name.data, fields: fields.values } };
}

function issueMessage(key: string | undefined, max: number): ValidationMessage {
  if (key === 'gen.validations.maxlength') return { key, params: { max } };
  return { key: key === 'gen.validations.required' ? key : 'gen.validations.invalid_type' };
}
