import { assignmentOccurrences } from '../../db/schema';
import type { Db } from '../../platform/db/client';
import { withTenant } from '../../platform/db/tenancy';
import { pumpFields } from '../assets/assets-test-data';
import { publishTestTemplate } from '../inspections/inspections-test-kit';
import type { Client } from '../users/admin-test-app';

async function ok<T = { id: string }>(client: Client, method: 'POST' | 'PUT', url: string, body: unknown) {
  const res = await client.request(method, url, body);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
}

/** A published template, an asset type with its field keys and two assets of it: what an assignment needs. */
export async function assignmentFixture(admin: Client, label: string) {
  const template = await publishTestTemplate(admin, `${label} forklift check`);
  const type = await ok<{ id: string; fields: { key: string; name: string }[] }>(
    admin,
    'POST',
    '/api/assets/types/new',
    { name: `${label} forklift`, fields: pumpFields },
  );
  const serial = type.fields.find((f) => f.name === 'Serial')?.key ?? '';
  const site = type.fields.find((f) => f.name === 'Site')?.key ?? '';
  const assetIds: string[] = [];
  for (const n of [1, 2]) {
    const asset = await ok(admin, 'POST', '/api/assets/new', {
      asset_id: `${label}-F${n}`,
      display_name: `${label} forklift ${n}`,
      type_id: type.id,
      fields: { [serial]: `S-${n}` },
    });
    assetIds.push(asset.id);
  }
  return { templateId: template.id, typeId: type.id, serial, site, assetIds };
}

/** A daily 08:00 Europe/Berlin schedule body for the fixture (dates in the future of the test clock). */
export function scheduleBody(fixture: Awaited<ReturnType<typeof assignmentFixture>>, assignees: unknown[]) {
  return {
    title: 'Forklifts every morning',
    template_id: fixture.templateId,
    type: 'schedule',
    assignees,
    assets: fixture.assetIds,
    recurrence: {
      frequency: 'daily',
      time_zone: 'Europe/Berlin',
      start: '2026-03-27T08:00',
      duration_minutes: 120,
    },
  };
}

/**
 * An assignment with every child row (assignees, a manager, chosen assets, a dynamic set) and one materialised
 * occurrence recorded in `db` as the scheduler would: the tenant-isolation and fuzz probes need a row in each.
 */
export async function populateAssignments(
  admin: Client,
  label: string,
  groupId: string,
  db: Db,
): Promise<void> {
  const fixture = await assignmentFixture(admin, label);
  const assignment = await ok(admin, 'POST', '/api/assignment/new', {
    ...scheduleBody(fixture, [
      { kind: 'user', id: admin.userId },
      { kind: 'group', id: groupId },
    ]),
    title: `${label} forklifts`,
    managers: [admin.userId],
    dynamic_assets: {
      asset_type_id: fixture.typeId,
      conditions: [{ field: fixture.serial, operator: 'starts-with', value: 'S-' }],
    },
  });
  await withTenant(db, { orgId: admin.orgId, userId: admin.userId }, async (tx) => {
    await tx.insert(assignmentOccurrences).values({
      orgId: admin.orgId,
      assignmentId: assignment.id,
      assetId: fixture.assetIds[0] ?? '',
      assigneeKey: `user:${admin.userId}`,
      windowStart: new Date('2026-03-27T07:00:00Z'),
      windowEnd: new Date('2026-03-27T09:00:00Z'),
    });
  });
}
