import { and, eq, inArray, sql } from 'drizzle-orm';
import type { IssueCategory, issueCategoryCreateSchema, issueCategoryUpdateSchema } from '@fieldbook/domain';
import type { z } from 'zod';
import { issueCategories, issues, issueSubcategories } from '../../db/schema';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors, type FieldMessage } from '../../platform/errors/app-error';
import { lockIssueCategory, readIssueCategories, readIssueCategory } from './issue-categories.repo';

type CreateBody = z.output<typeof issueCategoryCreateSchema>;
type UpdateBody = z.output<typeof issueCategoryUpdateSchema>;
type SubInput = UpdateBody['subcategories'][number];

const duplicate = (field: string): Record<string, FieldMessage> => ({
  [field]: { key: 'issues.validation.duplicate_name' },
});

async function assertNameFree(tx: Tx, name: string, except?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: issueCategories.id })
    .from(issueCategories)
    .where(sql`lower(${issueCategories.name}) = lower(${name})`)
    .limit(1);
  if (clash && clash.id !== except) throw errors.validation(duplicate('name'));
}

/** Subcategory names must differ (case-insensitively) within a category; a list without subcategories must be empty. */
function checkSubcategories(hasSubcategories: boolean, subs: readonly SubInput[]): void {
  if (!hasSubcategories && subs.length > 0) {
    throw errors.validation({ subcategories: { key: 'issues.validation.no_subcategories' } });
  }
  const seen = new Set<string>();
  subs.forEach((sub, index) => {
    const key = sub.name.toLowerCase();
    if (seen.has(key)) throw errors.validation(duplicate(`subcategories.${index}.name`));
    seen.add(key);
  });
}

/** GET /issue/category/all: active categories (or archived ones) with their subcategories. */
export function listIssueCategories(db: Db, actor: Actor, archived: boolean): Promise<IssueCategory[]> {
  return withTenant(db, actor, (tx) => readIssueCategories(tx, archived ? 'archived' : 'active'));
}

/** GET /issue/category/{id}. */
export function getIssueCategory(db: Db, actor: Actor, id: string): Promise<IssueCategory> {
  return withTenant(db, actor, (tx) => readIssueCategory(tx, id));
}

/** POST /issue/category/new: the subcategory option is fixed from here on (spec §4). */
export function createIssueCategory(db: Db, actor: Actor, body: CreateBody): Promise<IssueCategory> {
  return withTenant(db, actor, async (tx, audit) => {
    checkSubcategories(body.has_subcategories, body.subcategories);
    await assertNameFree(tx, body.name);
    const [row] = await tx
      .insert(issueCategories)
      .values({ orgId: actor.orgId as string, name: body.name, hasSubcategories: body.has_subcategories })
      .returning({ id: issueCategories.id });
    if (!row) throw new Error('category insert returned nothing');
    if (body.subcategories.length > 0) {
      await tx.insert(issueSubcategories).values(
        body.subcategories.map((sub, position) => ({
          orgId: actor.orgId as string,
          categoryId: row.id,
          name: sub.name,
          position,
        })),
      );
    }
    await audit({
      action: 'issue_category.created',
      entity: 'issue_category',
      entityId: row.id,
      summary: { name: body.name },
    });
    return readIssueCategory(tx, row.id);
  });
}

/**
 * PUT /issue/category/{id}: renames the category and replaces its subcategory list (an id keeps and renames a
 * stored one, no id adds one, a stored one left out is removed and its issues lose their subcategory).
 */
export function updateIssueCategory(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateBody,
): Promise<IssueCategory> {
  return withTenant(db, actor, async (tx, audit) => {
    const before = await lockIssueCategory(tx, id);
    if (before.archivedAt) throw errors.validation({ name: { key: 'issues.validation.archived' } });
    if (body.has_subcategories !== undefined && body.has_subcategories !== before.hasSubcategories) {
      throw errors.validation({ has_subcategories: { key: 'issues.validation.subcategories_fixed' } });
    }
    checkSubcategories(before.hasSubcategories, body.subcategories);
    await assertNameFree(tx, body.name, id);
    const stored = await tx
      .select({ id: issueSubcategories.id })
      .from(issueSubcategories)
      .where(eq(issueSubcategories.categoryId, id));
    const storedIds = new Set(stored.map((s) => s.id));
    body.subcategories.forEach((sub, index) => {
      if (sub.id && !storedIds.has(sub.id)) {
        throw errors.validation({ [`subcategories.${index}.id`]: { key: 'gen.validations.invalid_option' } });
      }
    });
    const kept = body.subcategories.flatMap((s) => (s.id ? [s.id] : []));
    const removed = stored.map((s) => s.id).filter((sid) => !kept.includes(sid));
    if (removed.length > 0) {
      await tx
        .update(issues)
        .set({ subcategoryId: null, updatedAt: new Date() })
        .where(inArray(issues.subcategoryId, removed));
      await tx.delete(issueSubcategories).where(inArray(issueSubcategories.id, removed));
    }
    // Names are unique per category: park kept ones under their id first so a swap of two names cannot clash.
    if (kept.length > 0) {
      await tx
        .update(issueSubcategories)
        .set({ name: sql`${issueSubcategories.id}::text` })
        .where(and(eq(issueSubcategories.categoryId, id), inArray(issueSubcategories.id, kept)));
    }
    for (const [position, sub] of body.subcategories.entries()) {
      if (sub.id) {
        await tx
          .update(issueSubcategories)
          .set({ name: sub.name, position })
          .where(eq(issueSubcategories.id, sub.id));
      } else {
        await tx
          .insert(issueSubcategories)
          .values({ orgId: actor.orgId as string, categoryId: id, name: sub.name, position });
      }
    }
    await tx
      .update(issueCategories)
      .set({ name: body.name, updatedAt: new Date() })
      .where(eq(issueCategories.id, id));
    await audit({
      action: 'issue_category.updated',
      entity: 'issue_category',
      entityId: id,
      summary: { from: before.name, to: body.name },
    });
    return readIssueCategory(tx, id);
  });
}

/** PUT /issue/category/{id}/archive and /restore: archived categories cannot be chosen for issues. */
export function setIssueCategoryArchived(
  db: Db,
  actor: Actor,
  id: string,
  archived: boolean,
): Promise<IssueCategory> {
  return withTenant(db, actor, async (tx, audit) => {
    const before = await lockIssueCategory(tx, id);
    if ((before.archivedAt !== null) !== archived) {
      await tx
        .update(issueCategories)
        .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
        .where(eq(issueCategories.id, id));
      await audit({
        action: archived ? 'issue_category.archived' : 'issue_category.restored',
        entity: 'issue_category',
        entityId: id,
        summary: { name: before.name },
      });
    }
    return readIssueCategory(tx, id);
  });
}
