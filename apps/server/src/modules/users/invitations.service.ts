import { and, eq } from 'drizzle-orm';
import {
  ERROR_CODES,
  passwordSchema,
  type InviteUserRequest,
  type Language,
  type UserListRow,
} from '@fieldbook/domain';
import { invitations, membershipRoles, memberships, organizations, roles, users } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import { hashPassword } from '../../platform/auth/password';
import { hashSecret, randomToken, safeEqual } from '../../platform/auth/secrets';
import type { AppDeps } from '../../platform/deps';
import type { Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { issuesToFields } from '../../platform/errors/zod-issues';
import { translate } from '../../platform/i18n/i18n';
import { findUserByEmail } from '../auth/users.repo';
import { assertSeatsAvailable } from './plan-limit';
import { inOrg, readMember } from './users.repo';
import { assertRolesExist, scopeOf } from './users.service';

/** Invitation links stay valid for 7 days; resending issues a new link and voids the old one. */
export const INVITATION_TTL_DAYS = 7;

/** The token's hash binds it to one organisation and person, so a link cannot open another invitation. */
function invitationHash(orgId: string, userId: string, token: string): string {
  return hashSecret(`invite:${orgId}:${userId}:${token}`);
}

/** The web page that accepts an invitation: /accept-invitation?workspace=…&email=…&token=… (ADR 081). */
export function invitationLink(publicUrl: string, orgId: string, email: string, token: string): string {
  const query = new URLSearchParams({ workspace: orgId, email, token });
  return `${publicUrl}/accept-invitation?${query.toString()}`;
}

function languageOf(locale: string): Language {
  return locale === 'de' || locale === 'fr' ? locale : 'en';
}

/** Stores a fresh token for the membership (replacing any earlier one) and returns the secret to e-mail. */
async function issueInvitation(tx: Tx, orgId: string, userId: string, invitedBy: string): Promise<string> {
  const token = randomToken();
  const values = {
    orgId,
    userId,
    invitedBy,
    tokenHash: invitationHash(orgId, userId, token),
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000),
  };
  await tx
    .insert(invitations)
    .values(values)
    .onConflictDoUpdate({ target: [invitations.orgId, invitations.userId], set: values });
  return token;
}

async function sendInvitation(
  deps: AppDeps,
  access: RequestAccess,
  member: UserListRow,
  token: string,
): Promise<void> {
  const org = access.org;
  if (!org) throw errors.workspaceNotFound();
  const invitee = await findUserByEmail(deps.db, member.email);
  const lang = languageOf(invitee?.locale ?? 'en');
  const inviter = access.session.user;
  const params = { workspace: org.name };
  await deps.mailer.send({
    workspaceId: org.id,
    to: member.email,
    subject: translate(lang, 'mail.invitation.subject', params),
    text: translate(lang, 'mail.invitation.body', {
      ...params,
      name: member.first_name,
      inviter: `${inviter.firstName} ${inviter.lastName}`.trim(),
      days: INVITATION_TTL_DAYS,
      link: invitationLink(deps.config.publicUrl, org.id, member.email, token),
    }),
  });
}

/**
 * POST /user/invite: the person (created when new, without a password), an invited membership holding
 * the default role, and an e-mailed accept link. Invited members take a seat of the plan's user limit.
 */
export async function inviteUser(
  deps: AppDeps,
  actor: Actor,
  access: RequestAccess,
  lang: Language,
  body: InviteUserRequest,
): Promise<UserListRow> {
  const scope = scopeOf(actor);
  const existing = await findUserByEmail(deps.db, body.email);
  const { member, token } = await withTenant(deps.db, actor, async (tx, audit) => {
    if (existing) {
      const [already] = await tx
        .select({ status: memberships.status })
        .from(memberships)
        .where(and(inOrg(scope.orgId), eq(memberships.userId, existing.id)));
      if (already) throw errors.validation({ email: { key: 'users.already_member' } });
    }
    await assertSeatsAvailable(tx, scope.orgId, access.plan, 1);
    const person =
      existing ??
      (
        await tx
          .insert(users)
          .values({
            email: body.email,
            firstName: body.first_name,
            lastName: body.last_name,
            nickName: body.nick_name || null,
            locale: lang,
            status: 'invited',
          })
          .returning()
      )[0];
    if (!person) throw new Error('user insert returned nothing');
    await tx.insert(memberships).values({ orgId: scope.orgId, userId: person.id, status: 'invited' });
    const roleIds = await invitedRoles(tx, body.roles ?? []);
    if (roleIds.length > 0)
      await tx
        .insert(membershipRoles)
        .values(roleIds.map((roleId) => ({ orgId: scope.orgId, userId: person.id, roleId })));
    const secret = await issueInvitation(tx, scope.orgId, person.id, scope.userId);
    await audit({
      action: 'user.invited',
      entity: 'user',
      entityId: person.id,
      summary: { email: body.email, new_person: !existing },
    });
    return { member: await readMember(tx, scope.orgId, person.id), token: secret };
  });
  await sendInvitation(deps, access, member, token);
  return member;
}

/** The roles an invitation grants: the chosen ones (each a role of the workspace), else the default role. */
async function invitedRoles(tx: Tx, chosen: readonly string[]): Promise<string[]> {
  if (chosen.length > 0) {
    await assertRolesExist(tx, chosen);
    return [...new Set(chosen)];
  }
  const [defaultRole] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.isDefault, true))
    .limit(1);
  return defaultRole ? [defaultRole.id] : [];
}

/** Reads a member that must still be invited (422 users.not_invited otherwise). */
async function invitedMember(tx: Tx, orgId: string, id: string): Promise<UserListRow> {
  const member = await readMember(tx, orgId, id);
  if (member.status !== 'invited') throw errors.validation({ status: { key: 'users.not_invited' } });
  return member;
}

/** POST /user/{id}/resend-invite: a new link (the old one stops working) e-mailed again. */
export async function resendInvitation(
  deps: AppDeps,
  actor: Actor,
  access: RequestAccess,
  id: string,
): Promise<void> {
  const scope = scopeOf(actor);
  const { member, token } = await withTenant(deps.db, actor, async (tx, audit) => {
    const found = await invitedMember(tx, scope.orgId, id);
    const secret = await issueInvitation(tx, scope.orgId, id, scope.userId);
    await audit({
      action: 'user.invitation_resent',
      entity: 'user',
      entityId: id,
      summary: { email: found.email },
    });
    return { member: found, token: secret };
  });
  await sendInvitation(deps, access, member, token);
}

/** DELETE /user/{id}/cancel-invitation: removes the invited membership (its roles, groups and link go with it). */
export function cancelInvitation(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  const scope = scopeOf(actor);
  return withTenant(deps.db, actor, async (tx, audit) => {
    const member = await invitedMember(tx, scope.orgId, id);
    await tx.delete(memberships).where(and(inOrg(scope.orgId), eq(memberships.userId, id)));
    await audit({
      action: 'user.invitation_cancelled',
      entity: 'user',
      entityId: id,
      summary: { email: member.email },
    });
  });
}

/** The link's parts as the accept page sends them. */
export interface InvitationLink {
  workspace: string;
  email: string;
  token: string;
}

function invalidLink() {
  return errors.validation(
    { token: { key: 'auth.invalid_token' } },
    ERROR_CODES.invalidToken,
    'auth.invalid_token',
  );
}

/** Finds the person and checks the link inside the invited organisation's scope; one answer for every failure. */
async function checkedInvitation(tx: Tx, link: InvitationLink, userId: string) {
  const [invitation] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.orgId, link.workspace), eq(invitations.userId, userId)));
  const valid =
    invitation &&
    invitation.expiresAt.getTime() > Date.now() &&
    safeEqual(invitationHash(link.workspace, userId, link.token), invitation.tokenHash);
  if (!valid) throw invalidLink();
  const [org] = await tx.select().from(organizations).where(eq(organizations.id, link.workspace));
  if (!org) throw invalidLink();
  return org;
}

/** GET /user/invitation: what the accept page shows, and whether it must ask for a first password. */
export async function invitationInfo(deps: AppDeps, link: InvitationLink) {
  const person = await findUserByEmail(deps.db, link.email);
  if (!person) throw invalidLink();
  const org = await withTenant(deps.db, { orgId: link.workspace, userId: person.id }, (tx) =>
    checkedInvitation(tx, link, person.id),
  );
  return { workspace_name: org.name, email: person.email, needs_password: !person.passwordHash };
}

/**
 * POST /user/accept-invitation: activates the membership; a person without a password sets one here
 * (which also activates the account). The person then signs in as usual.
 */
export async function acceptInvitation(
  deps: AppDeps,
  actor: Pick<Actor, 'ip' | 'userAgent'>,
  body: InvitationLink & { new_password?: string | undefined },
): Promise<string> {
  const person = await findUserByEmail(deps.db, body.email);
  if (!person) throw invalidLink();
  let newPassword: string | null = null;
  if (!person.passwordHash) {
    const parsed = passwordSchema.safeParse(body.new_password ?? '', { reportInput: true });
    if (!parsed.success) throw errors.validation(prefixed(issuesToFields(parsed.error.issues)));
    newPassword = parsed.data;
  }
  const tenantActor: Actor = { ...actor, orgId: body.workspace, userId: person.id };
  return withTenant(deps.db, tenantActor, async (tx, audit) => {
    const org = await checkedInvitation(tx, body, person.id);
    await tx
      .update(memberships)
      .set({ status: 'active' })
      .where(and(inOrg(org.id), eq(memberships.userId, person.id)));
    await tx.delete(invitations).where(and(eq(invitations.orgId, org.id), eq(invitations.userId, person.id)));
    const personPatch =
      newPassword === null
        ? {}
        : { passwordHash: await hashPassword(newPassword, deps.config.passwordHashLogN), status: 'active' };
    await tx
      .update(users)
      .set({ ...personPatch, lastOrgId: org.id, updatedAt: new Date() })
      .where(eq(users.id, person.id));
    await audit({
      action: 'user.invitation_accepted',
      entity: 'user',
      entityId: person.id,
      summary: { email: person.email },
    });
    return org.name;
  });
}

function prefixed<T>(fields: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [
      field === '_' ? 'new_password' : `new_password.${field}`,
      message,
    ]),
  );
}
