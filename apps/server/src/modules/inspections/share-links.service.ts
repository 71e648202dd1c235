import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CreatedShareLink, ShareLink } from '@fieldbook/domain';
import { reportShareLinks } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db, Executor } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { assertCanRead, MANAGE_INSPECTIONS } from './inspection-access';
import { peopleById, readInspectionRow, type InspectionRow } from './inspections.repo';
import { isRenderShareLink } from './render-share-link';
import { makeShareToken } from './share-token';

type LinkRow = typeof reportShareLinks.$inferSelect;

/** The page a share link opens (the web's public report route). */
export const shareLinkUrl = (publicUrl: string, token: string): string => `${publicUrl}/report/${token}`;

/** The one mapper from share-link rows to the contract's links, with the creator's name. */
async function toShareLinks(tx: Executor, rows: readonly LinkRow[]): Promise<ShareLink[]> {
  const people = await peopleById(
    tx,
    rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])),
  );
  return rows.map((r) => ({
    id: r.id,
    created_by: r.createdBy ? (people.get(r.createdBy) ?? null) : null,
    created_at: r.createdAt.toISOString(),
    expires_at: r.expiresAt?.toISOString() ?? null,
    revoked_at: r.revokedAt?.toISOString() ?? null,
  }));
}

/** Who may share or revoke: inspection managers and the conductor (ADR 201); 403 for other readers. */
export function assertCanShare(access: RequestAccess, row: InspectionRow): void {
  if (access.permissions.has(MANAGE_INSPECTIONS) || row.conductedBy === access.session.user.id) return;
  throw errors.forbidden();
}

/** GET /inspections/{id}/share-links: every link of the inspection, newest first, revoked and expired ones too. */
export function listShareLinks(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  id: string,
): Promise<ShareLink[]> {
  return withTenant(db, actor, async (tx) => {
    const row = await readInspectionRow(tx, id);
    await assertCanRead(tx, access, row);
    const rows = await tx
      .select()
      .from(reportShareLinks)
      .where(eq(reportShareLinks.inspectionId, row.id))
      .orderBy(desc(reportShareLinks.createdAt), desc(reportShareLinks.id));
    return toShareLinks(
      tx,
      rows.filter((r) => !isRenderShareLink(r)),
    );
  });
}

/** POST /inspections/{id}/share-links: a new link; its token is answered this once and only its hash is kept. */
export function createShareLink(
  db: Db,
  publicUrl: string,
  actor: Actor,
  access: RequestAccess,
  id: string,
  expiresAt: string | null,
): Promise<CreatedShareLink> {
  const expires = expiresAt === null ? null : new Date(expiresAt);
  if (expires && expires.getTime() <= Date.now())
    throw errors.validation({ expires_at: { key: 'inspections.share_link_expired' } });
  return withTenant(db, actor, async (tx, audit) => {
    const row = await readInspectionRow(tx, id);
    await assertCanRead(tx, access, row);
    assertCanShare(access, row);
    const { token, hash } = makeShareToken(row.orgId);
    const [stored] = await tx
      .insert(reportShareLinks)
      .values({
        orgId: row.orgId,
        id: randomUUID(),
        inspectionId: row.id,
        tokenHash: hash,
        createdBy: access.session.user.id,
        expiresAt: expires,
      })
      .returning();
    await audit({
      action: 'inspection.share_link_created',
      entity: 'inspection',
      entityId: row.id,
      summary: { title: row.title, link_id: stored!.id, expires_at: expiresAt },
    });
    const [link] = await toShareLinks(tx, [stored!]);
    return { ...link!, token, url: shareLinkUrl(publicUrl, token) };
  });
}

/** DELETE /inspections/{id}/share-links/{linkId}: the link stops working at once; revoking twice changes nothing. */
export function revokeShareLink(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  id: string,
  linkId: string,
): Promise<void> {
  return withTenant(db, actor, async (tx, audit) => {
    const row = await readInspectionRow(tx, id);
    await assertCanRead(tx, access, row);
    assertCanShare(access, row);
    const where = and(eq(reportShareLinks.inspectionId, row.id), eq(reportShareLinks.id, linkId));
    const [link] = await tx.select().from(reportShareLinks).where(where).limit(1);
    if (!link) throw errors.notFound();
    if (link.revokedAt) return;
    await tx
      .update(reportShareLinks)
      .set({ revokedAt: new Date() })
      .where(and(where, isNull(reportShareLinks.revokedAt)));
    await audit({
      action: 'inspection.share_link_revoked',
      entity: 'inspection',
      entityId: row.id,
      summary: { title: row.title, link_id: link.id },
    });
  });
}
