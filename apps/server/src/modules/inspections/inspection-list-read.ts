import { sql, type SQL } from 'drizzle-orm';
import type { Inspection } from '@fieldbook/domain';
import { assets, inspectionCollaborators, inspections, sites, templates, users } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { memberName } from '../users/member-name';
import { toInspection, type InspectionRow } from './inspections.repo';

/** A person as a JSON column carries them: id and display name (null when the user is gone). */
type PersonTuple = [string, string | null];

/*
 * What a listed inspection points at, as scalar subqueries of its own row (ADR 221): evaluated only for the rows
 * of the page (after the sort and limit), each under the same row-level security as the follow-up reads were.
 */
/** A scalar subquery: nested, so a single-table select keeps its columns' table names (drizzle drops them on top). */
const scalar = <T>(query: SQL): SQL<T> => sql<T>`(${query})`;

const templateTitle = scalar<string | null>(sql`select ${templates.title} from ${templates}
  where ${templates.orgId} = ${inspections.orgId} and ${templates.id} = ${inspections.templateId}`);
const assetJson = scalar<
  [string, string] | null
>(sql`select json_build_array(${assets.assetId}, ${assets.displayName})
  from ${assets} where ${assets.orgId} = ${inspections.orgId} and ${assets.id} = ${inspections.assetId}`);
const siteTitle = scalar<string | null>(sql`select ${sites.title} from ${sites}
  where ${sites.orgId} = ${inspections.orgId} and ${sites.id} = ${inspections.siteId}`);
const conductorName = scalar<
  string | null
>(sql`select ${memberName(users.firstName, users.lastName)} from ${users}
  where ${users.id} = ${inspections.conductedBy}`);
const collaboratorsJson = scalar<PersonTuple[]>(sql`select coalesce(json_agg(json_build_array(
  ${inspectionCollaborators.userId}, ${memberName(users.firstName, users.lastName)})), '[]'::json)
  from ${inspectionCollaborators} left join ${users} on ${users.id} = ${inspectionCollaborators.userId}
  where ${inspectionCollaborators.orgId} = ${inspections.orgId}
    and ${inspectionCollaborators.inspectionId} = ${inspections.id}`);

/**
 * The list's page read: inspection rows with their template title, asset, site, conductor and collaborators as
 * columns of the same statement, and the list version riding along, so a page is one statement (ADR 221).
 */
export function inspectionListQuery(tx: Executor, listVersion: SQL<string>) {
  return tx
    .select({
      row: inspections,
      templateTitle,
      asset: assetJson,
      siteTitle,
      conductorName,
      collaborators: collaboratorsJson,
      listVersion,
    })
    .from(inspections)
    .$dynamic();
}

/** One row of {@link inspectionListQuery}. */
export interface InspectionListRow {
  row: InspectionRow;
  templateTitle: string | null;
  asset: [string, string] | null;
  siteTitle: string | null;
  conductorName: string | null;
  collaborators: PersonTuple[];
}

const person = ([id, name]: PersonTuple) => ({ id, name: name ?? '' });

/** A row of {@link inspectionListQuery} as the contract's inspection (the same mapper as every other read). */
export function toListedInspection(r: InspectionListRow): Inspection {
  const { row } = r;
  return toInspection(row, {
    templateTitle: r.templateTitle ?? '',
    asset:
      row.assetId && r.asset ? { id: row.assetId, asset_id: r.asset[0], display_name: r.asset[1] } : null,
    site: row.siteId && r.siteTitle !== null ? { id: row.siteId, name: r.siteTitle } : null,
    conductor: person([row.conductedBy, r.conductorName]),
    collaborators: r.collaborators.map(person),
  });
}
