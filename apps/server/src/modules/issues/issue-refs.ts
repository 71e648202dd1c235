import { and, eq, inArray } from 'drizzle-orm';
import type { IssueAssignee } from '@fieldbook/domain';
import { assets, groups, issueCategories, issueSubcategories, memberships, sites } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { errors, type FieldMessage } from '../../platform/errors/app-error';

/** What an issue points at, as a create or update would store it. */
export interface IssueRefs {
  category_id: string | null;
  subcategory_id: string | null;
  site_id: string | null;
  asset_id: string | null;
}

const invalid: FieldMessage = { key: 'gen.validations.invalid_option' };

/**
 * Checks the references an issue would store against the workspace (RLS hides every other one): the category
 * active (unless already the issue's), the subcategory one of that category's, the site a site node, the asset
 * active (unless already the issue's). Every failure is a 422 on its field, all reported at once.
 */
export async function checkIssueRefs(tx: Executor, next: IssueRefs, before?: IssueRefs): Promise<void> {
  const fields: Record<string, FieldMessage> = {};
  if (next.category_id) {
    const [category] = await tx
      .select({ archivedAt: issueCategories.archivedAt, hasSubs: issueCategories.hasSubcategories })
      .from(issueCategories)
      .where(eq(issueCategories.id, next.category_id))
      .limit(1);
    if (!category) fields.category_id = invalid;
    else if (category.archivedAt && before?.category_id !== next.category_id) {
      fields.category_id = { key: 'issues.validation.category_archived' };
    } else if (next.subcategory_id && !category.hasSubs) {
      fields.subcategory_id = { key: 'issues.validation.no_subcategories' };
    }
  }
  if (next.subcategory_id && !fields.subcategory_id) {
    const [sub] = await tx
      .select({ id: issueSubcategories.id })
      .from(issueSubcategories)
      .where(
        and(
          eq(issueSubcategories.id, next.subcategory_id),
          eq(issueSubcategories.categoryId, next.category_id ?? next.subcategory_id),
        ),
      )
      .limit(1);
    if (!sub) fields.subcategory_id = { key: 'issues.validation.subcategory_required' };
  }
  if (next.site_id) {
    const [site] = await tx
      .select({ isSite: sites.isSite })
      .from(sites)
      .where(eq(sites.id, next.site_id))
      .limit(1);
    if (!site?.isSite) fields.site_id = { key: 'issues.validation.not_site' };
  }
  if (next.asset_id) {
    const [asset] = await tx
      .select({ archivedAt: assets.archivedAt })
      .from(assets)
      .where(eq(assets.id, next.asset_id))
      .limit(1);
    if (!asset) fields.asset_id = invalid;
    else if (asset.archivedAt && before?.asset_id !== next.asset_id) {
      fields.asset_id = { key: 'issues.validation.asset_archived' };
    }
  }
  if (Object.keys(fields).length > 0) throw errors.validation(fields);
}

/** Assignees without repeats (a member's own memberships elsewhere do not count); every member must be an active member and every group one of the workspace. */
export async function checkAssignees(
  tx: Executor,
  orgId: string,
  assignees: readonly IssueAssignee[],
): Promise<IssueAssignee[]> {
  const unique = [...new Map(assignees.map((a) => [`${a.kind}:${a.id}`, a])).values()];
  const userIds = unique.filter((a) => a.kind === 'user').map((a) => a.id);
  const groupIds = unique.filter((a) => a.kind === 'group').map((a) => a.id);
  const members = userIds.length
    ? await tx
        .select({ id: memberships.userId })
        .from(memberships)
        .where(
          and(
            eq(memberships.orgId, orgId),
            inArray(memberships.userId, userIds),
            eq(memberships.status, 'active'),
          ),
        )
    : [];
  const found = groupIds.length
    ? await tx.select({ id: groups.id }).from(groups).where(inArray(groups.id, groupIds))
    : [];
  if (members.length !== userIds.length || found.length !== groupIds.length) {
    throw errors.validation({ assignees: { key: 'issues.validation.assignee' } });
  }
  return unique;
}
