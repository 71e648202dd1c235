import { asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { IssueCategory } from '@fieldbook/domain';
import { issueCategories, issues, issueSubcategories } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';

type CategoryRow = typeof issueCategories.$inferSelect;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The one mapper from category rows (with their subcategories and issue count) to the API's category. */
export function toIssueCategory(
  row: CategoryRow,
  subcategories: { id: string; name: string }[],
  issuesCount: number,
): IssueCategory {
  return {
    id: row.id,
    name: row.name,
    has_subcategories: row.hasSubcategories,
    subcategories: subcategories.map((s) => ({ id: s.id, name: s.name })),
    issues_count: issuesCount,
    archived_at: row.archivedAt ? iso(row.archivedAt) : null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** Categories of the workspace with their subcategories, by name; all, active only or archived only. */
export async function readIssueCategories(
  tx: Executor,
  scope: 'active' | 'archived' | 'all',
  ids?: readonly string[],
): Promise<IssueCategory[]> {
  const where =
    ids !== undefined
      ? inArray(issueCategories.id, [...ids])
      : scope === 'active'
        ? isNull(issueCategories.archivedAt)
        : scope === 'archived'
          ? isNotNull(issueCategories.archivedAt)
          : undefined;
  const rows = await tx.select().from(issueCategories).where(where).orderBy(asc(issueCategories.name));
  if (rows.length === 0) return [];
  const categoryIds = rows.map((r) => r.id);
  const subs = await tx
    .select({
      id: issueSubcategories.id,
      name: issueSubcategories.name,
      categoryId: issueSubcategories.categoryId,
    })
    .from(issueSubcategories)
    .where(inArray(issueSubcategories.categoryId, categoryIds))
    .orderBy(asc(issueSubcategories.position), asc(issueSubcategories.createdAt));
  const counts = await tx
    .select({ categoryId: issues.categoryId, n: count() })
    .from(issues)
    .where(inArray(issues.categoryId, categoryIds))
    .groupBy(issues.categoryId);
  const countOf = new Map(counts.map((c) => [c.categoryId, Number(c.n)]));
  return rows.map((row) =>
    toIssueCategory(
      row,
      subs.filter((s) => s.categoryId === row.id),
      countOf.get(row.id) ?? 0,
    ),
  );
}

/** One category of the workspace (RLS), 404 otherwise. */
export async function readIssueCategory(tx: Executor, id: string): Promise<IssueCategory> {
  const [category] = await readIssueCategories(tx, 'all', [id]);
  if (!category) throw errors.notFound();
  return category;
}

/** The category row locked for a change, 404 otherwise. */
export async function lockIssueCategory(tx: Executor, id: string): Promise<CategoryRow> {
  const [row] = await tx
    .select()
    .from(issueCategories)
    .where(eq(issueCategories.id, id))
    .limit(1)
    .for('update');
  if (!row) throw errors.notFound();
  return row;
}
