import type { IssueAccessSettings, IssueAccessSettingsView } from '@fieldbook/domain';
import { issueAccessSettings } from '../../db/schema';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { scopeOf } from '../users/users.service';
import { readIssueAccessSettings } from './issue-access-settings.repo';

/** GET /issue/settings/access: the settings page's values. */
export function getIssueAccessSettings(db: Db, actor: Actor): Promise<IssueAccessSettingsView> {
  return withTenant(db, actor, (tx) => readIssueAccessSettings(tx));
}

/** PUT /issue/settings/access: stores the whole set, audited with what changed. */
export function saveIssueAccessSettings(
  db: Db,
  actor: Actor,
  settings: IssueAccessSettings,
): Promise<IssueAccessSettingsView> {
  const { orgId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const before = await readIssueAccessSettings(tx);
    await tx
      .insert(issueAccessSettings)
      .values({ orgId, settings })
      .onConflictDoUpdate({ target: issueAccessSettings.orgId, set: { settings, updatedAt: new Date() } });
    await audit({
      action: 'issue_settings.access_saved',
      entity: 'issue_settings',
      summary: { before: { ...before, updated_at: undefined }, after: settings },
    });
    return readIssueAccessSettings(tx);
  });
}
