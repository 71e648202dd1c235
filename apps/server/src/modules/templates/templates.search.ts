import { and, asc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { templateFolders, templates } from '../../db/schema';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { likePattern } from '../../platform/db/like';

/** The search parameters of the tree selector (spec §2 Tree selector loading). */
export interface TemplateSearch {
  q?: string;
  parent_id?: string;
  ids?: string | string[];
  limit?: number;
}

/** Limit of GET /checklist/search (spec §9). */
export const CHECKLIST_SEARCH_LIMIT = 10;

const idsOf = (ids: TemplateSearch['ids']): string[] => (ids === undefined ? [] : [ids].flat());

/**
 * GET /checklist/template/search: folders and templates as tree options. With `q` it searches all
 * templates by title; with `ids` it returns exactly those (preselected values); otherwise one level
 * under `parent_id` (top level when absent). Folders have children and cannot be selected.
 */
export function searchTemplateTree(db: Db, actor: Actor, search: TemplateSearch) {
  const ids = idsOf(search.ids);
  const limit = search.limit ?? 50;
  return withTenant(db, actor, async (tx) => {
    const folders =
      search.q || ids.length > 0
        ? []
        : await tx
            .select({ id: templateFolders.id, title: templateFolders.title })
            .from(templateFolders)
            .where(
              search.parent_id
                ? eq(templateFolders.parentId, search.parent_id)
                : isNull(templateFolders.parentId),
            )
            .orderBy(asc(templateFolders.title), asc(templateFolders.id));
    let where: SQL | undefined;
    if (ids.length > 0) where = inArray(templates.id, ids);
    else if (search.q) where = ilike(templates.title, likePattern(search.q));
    else where = search.parent_id ? eq(templates.parentId, search.parent_id) : isNull(templates.parentId);
    const rows = await tx
      .select({ id: templates.id, title: templates.title, parentId: templates.parentId })
      .from(templates)
      .where(and(where, eq(templates.archived, false)))
      .orderBy(asc(templates.title), asc(templates.id))
      .limit(limit);
    return [
      ...folders.map((f) => ({
        value: f.id,
        label: f.title,
        hasChildren: true,
        canSelect: false,
        ancestors: [],
      })),
      ...rows.map((r) => ({
        value: r.id,
        label: r.title,
        hasChildren: false,
        canSelect: true,
        ancestors: r.parentId ? [r.parentId] : [],
      })),
    ];
  });
}

/** GET /checklist/search {q, limit}: published, active, visible checklists by title (at most 10). */
export function searchChecklists(db: Db, actor: Actor, q: string | undefined, limit: number | undefined) {
  return withTenant(db, actor, async (tx) => {
    const rows = await tx
      .select({ id: templates.id, title: templates.title, parentId: templates.parentId })
      .from(templates)
      .where(
        and(
          sql`${templates.publishedVersion} is not null`,
          eq(templates.archived, false),
          eq(templates.hidden, false),
          q ? ilike(templates.title, likePattern(q)) : undefined,
        ),
      )
      .orderBy(asc(templates.title), asc(templates.id))
      .limit(Math.min(limit ?? CHECKLIST_SEARCH_LIMIT, CHECKLIST_SEARCH_LIMIT));
    return rows.map((r) => ({
      value: r.id,
      label: r.title,
      hasChildren: false,
      canSelect: true,
      ancestors: r.parentId ? [r.parentId] : [],
    }));
  });
}
