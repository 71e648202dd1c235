import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { languageSchema, type Language } from '@fieldbook/domain';
import {
  assets,
  assignmentAssignees,
  assignmentOccurrences,
  assignments,
  groupMembers,
  memberships,
  users,
} from '../../db/schema';
import type { Tx } from '../../platform/db/client';
import type { AppDeps } from '../../platform/deps';
import { withTenant } from '../../platform/db/tenancy';
import { translate } from '../../platform/i18n/i18n';

const o = assignmentOccurrences;

/** The "due soon" mail of an open window goes out an hour before its end, or when it opens if it is shorter. */
export const dueSoonAt = sql`greatest(${o.windowStart}, ${o.windowEnd} - interval '1 hour')`;

/** One reminder claimed for sending: which occurrence, which mail. */
export interface ClaimedReminder {
  kind: 'due_soon' | 'overdue';
  assignmentId: string;
  assetId: string;
  assigneeKey: string;
  windowEnd: Date;
}

const claimed = {
  assignmentId: o.assignmentId,
  assetId: o.assetId,
  assigneeKey: o.assigneeKey,
  windowEnd: o.windowEnd,
};

/**
 * Claims the workspace's reminders due at `now` in the materialiser's transaction: stamping `*_reminded_at`
 * first makes each one go out at most once, whichever process runs and however often.
 */
export async function claimReminders(tx: Tx, now: Date): Promise<ClaimedReminder[]> {
  const dueSoon = await tx
    .update(o)
    .set({ dueSoonRemindedAt: now })
    .where(
      and(
        eq(o.status, 'to_do'),
        isNull(o.inspectionId),
        isNull(o.dueSoonRemindedAt),
        sql`${dueSoonAt} <= ${now.toISOString()}`,
      ),
    )
    .returning(claimed);
  const overdue = await tx
    .update(o)
    .set({ overdueRemindedAt: now })
    .where(
      and(
        eq(o.status, 'overdue'),
        isNull(o.inspectionId),
        isNull(o.overdueRemindedAt),
        lte(o.windowEnd, now),
      ),
    )
    .returning(claimed);
  return [
    ...dueSoon.map((r) => ({ ...r, kind: 'due_soon' as const })),
    ...overdue.map((r) => ({ ...r, kind: 'overdue' as const })),
  ];
}

/** The active members an assignee key stands for: a user, a group's members, or every assignee (`any`). */
async function membersOf(tx: Tx, assignmentId: string, key: string): Promise<string[]> {
  const [kind, id] = key.split(':');
  if (kind === 'user' && id) return [id];
  const groupIds =
    kind === 'group' && id
      ? [id]
      : (
          await tx
            .select({ groupId: assignmentAssignees.groupId })
            .from(assignmentAssignees)
            .where(eq(assignmentAssignees.assignmentId, assignmentId))
        ).flatMap((r) => (r.groupId ? [r.groupId] : []));
  const direct =
    kind === 'any'
      ? (
          await tx
            .select({ userId: assignmentAssignees.userId })
            .from(assignmentAssignees)
            .where(eq(assignmentAssignees.assignmentId, assignmentId))
        ).flatMap((r) => (r.userId ? [r.userId] : []))
      : [];
  const inGroups =
    groupIds.length === 0
      ? []
      : await tx
          .select({ userId: groupMembers.userId })
          .from(groupMembers)
          .where(inArray(groupMembers.groupId, groupIds));
  return [...new Set([...direct, ...inGroups.map((m) => m.userId)])];
}

/** One mail: a recipient, a kind and an assignment, listing its assets. */
interface Letter {
  email: string;
  lang: Language;
  kind: ClaimedReminder['kind'];
  title: string;
  timeZone: string;
  items: { asset: string; due: Date }[];
}

/** Groups the claimed reminders into one mail per recipient, kind and assignment, in the recipient's language. */
async function lettersOf(tx: Tx, reminders: readonly ClaimedReminder[]): Promise<Letter[]> {
  const letters = new Map<string, Letter>();
  const assignmentIds = [...new Set(reminders.map((r) => r.assignmentId))];
  const titles = await tx
    .select({ id: assignments.id, title: assignments.title, recurrence: assignments.recurrence })
    .from(assignments)
    .where(inArray(assignments.id, assignmentIds));
  const byAssignment = new Map(titles.map((a) => [a.id, a]));
  const names = await tx
    .select({ id: assets.id, name: assets.displayName })
    .from(assets)
    .where(inArray(assets.id, [...new Set(reminders.map((r) => r.assetId))]));
  const assetName = new Map(names.map((a) => [a.id, a.name]));
  for (const r of reminders) {
    const ids = await membersOf(tx, r.assignmentId, r.assigneeKey);
    if (ids.length === 0) continue;
    const people = await tx
      .select({ id: users.id, email: users.email, locale: users.locale })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(inArray(memberships.userId, ids), eq(memberships.status, 'active')));
    const a = byAssignment.get(r.assignmentId);
    for (const person of people) {
      const key = `${person.id} ${r.kind} ${r.assignmentId}`;
      const letter = letters.get(key) ?? {
        email: person.email,
        lang: languageSchema.catch('en').parse(person.locale),
        kind: r.kind,
        title: a?.title ?? '',
        timeZone: a?.recurrence?.time_zone ?? 'UTC',
        items: [],
      };
      letter.items.push({ asset: assetName.get(r.assetId) ?? '', due: r.windowEnd });
      letters.set(key, letter);
    }
  }
  return [...letters.values()];
}

/**
 * Mails claimed reminders (ADR 213), run by the materialiser's job after its transaction committed: one mail per
 * recipient, kind and assignment, in the recipient's language, with a link to "My inspections". Claimed first,
 * sent after: a crash in between loses a reminder rather than sending one twice.
 */
export async function sendReminders(
  deps: AppDeps,
  orgId: string,
  reminders: readonly ClaimedReminder[],
): Promise<number> {
  if (reminders.length === 0) return 0;
  const letters = await withTenant(deps.db, { orgId, userId: null }, (tx) => lettersOf(tx, reminders));
  const link = `${deps.config.publicUrl}/assignment/my-inspections`;
  for (const letter of letters) {
    const format = new Intl.DateTimeFormat(letter.lang, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: letter.timeZone,
    });
    const list = letter.items
      .map(
        (item) =>
          `- ${translate(letter.lang, 'assignment.mail.item', { asset: item.asset, due: format.format(item.due) })}`,
      )
      .join('\n');
    const params = { title: letter.title, list, link };
    await deps.mailer.send({
      workspaceId: orgId,
      to: letter.email,
      subject: translate(letter.lang, `assignment.mail.${letter.kind}_subject`, params),
      text: translate(letter.lang, `assignment.mail.${letter.kind}_body`, params),
    });
  }
  return letters.length;
}
