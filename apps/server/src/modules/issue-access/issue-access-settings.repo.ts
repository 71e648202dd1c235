import { DEFAULT_ISSUE_ACCESS_SETTINGS, type IssueAccessSettingsView } from '@fieldbook/domain';
import { issueAccessSettings } from '../../db/schema';
import type { Executor } from '../../platform/db/client';

/** The workspace's "who may" settings, the defaults when none are stored (RLS scopes the read to the tenant). */
export async function readIssueAccessSettings(tx: Executor): Promise<IssueAccessSettingsView> {
  const [row] = await tx.select().from(issueAccessSettings).limit(1);
  if (!row) return { ...DEFAULT_ISSUE_ACCESS_SETTINGS, updated_at: null };
  return {
    ...DEFAULT_ISSUE_ACCESS_SETTINGS,
    ...row.settings,
    status: { ...DEFAULT_ISSUE_ACCESS_SETTINGS.status, ...row.settings.status },
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}
