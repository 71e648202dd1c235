import { asc, sql } from 'drizzle-orm';
import {
  customUnitListResponseSchema,
  customUnitRequestSchema,
  customUnitResponseSchema,
} from '@fieldbook/domain/templates';
import { customUnits } from '../../db/schema';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { MANAGE_TEMPLATES } from '../templates/templates.routes';

const toUnit = (row: { id: string; name: string; unitType: string | null }) => ({
  id: row.id,
  uuid: row.id,
  name: row.name,
  unit_type: row.unitType,
});

/** POST /checklist/custom-units/new: a unit name is unique per workspace, case-insensitive. */
export function createCustomUnit(db: Db, actor: Actor, name: string, unitType: string | undefined) {
  if (!actor.orgId) throw new Error('a custom-unit call needs a workspace');
  const orgId = actor.orgId;
  return withTenant(db, actor, async (tx, audit) => {
    const [clash] = await tx
      .select({ id: customUnits.id })
      .from(customUnits)
      .where(sql`lower(${customUnits.name}) = lower(${name})`)
      .limit(1);
    if (clash) throw errors.validation({ name: { key: 'gen.validations.unique' } });
    const [row] = await tx
      .insert(customUnits)
      .values({ orgId, name, unitType: unitType ?? null })
      .returning();
    if (!row) throw new Error('custom unit insert returned nothing');
    await audit({
      action: 'custom_unit.created',
      entity: 'custom_unit',
      entityId: row.id,
      summary: { name },
    });
    return toUnit(row);
  });
}

/** Custom unit calls of spec §7. */
export const customUnitRoutes = [
  defineRoute({
    method: 'GET',
    url: '/checklist/custom-units/all',
    summary: 'Every custom unit of the workspace',
    permission: MANAGE_TEMPLATES,
    response: customUnitListResponseSchema,
    handler: async ({ deps, actor }) => ({
      data: (
        await withTenant(deps.db, actor, (tx) =>
          tx.select().from(customUnits).orderBy(asc(customUnits.name), asc(customUnits.id)),
        )
      ).map(toUnit),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/checklist/custom-units/new',
    summary: 'Creates a custom unit {name, unit_type}',
    permission: MANAGE_TEMPLATES,
    body: customUnitRequestSchema,
    response: customUnitResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'custom_units.created'),
      data: await createCustomUnit(deps.db, actor, body.name, body.unit_type),
    }),
  }),
];
