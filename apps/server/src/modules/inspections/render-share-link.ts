import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { reportShareLinks } from '../../db/schema';
import { RENDER_SESSION_TTL_SECONDS } from '../../platform/auth/render-session';
import type { Db } from '../../platform/db/client';
import { withTenant } from '../../platform/db/tenancy';
import { makeShareToken } from './share-token';

/** A share link minted for one server-side print of the shared page, and the way to delete it. */
export interface RenderShareLink {
  token: string;
  revoke(): Promise<void>;
}

/**
 * Mints a two-minute share link of the inspection for the server's own Chromium (ADR 206), so a PDF asked for
 * through a share link prints the shared page exactly as its anonymous reader sees it, with no member's session.
 * The token lives only in this process and its Chromium; the row is deleted when the print ends.
 */
export async function startRenderShareLink(
  db: Db,
  orgId: string,
  inspectionId: string,
): Promise<RenderShareLink> {
  const { token, hash } = makeShareToken(orgId);
  const id = randomUUID();
  const scope = { orgId, userId: null, ip: null, userAgent: null };
  await withTenant(db, scope, async (tx) => {
    await tx.insert(reportShareLinks).values({
      orgId,
      id,
      inspectionId,
      tokenHash: hash,
      createdBy: null,
      expiresAt: new Date(Date.now() + RENDER_SESSION_TTL_SECONDS * 1000),
    });
  });
  return {
    token,
    revoke: () =>
      withTenant(db, scope, async (tx) => {
        await tx
          .delete(reportShareLinks)
          .where(and(eq(reportShareLinks.orgId, orgId), eq(reportShareLinks.id, id)));
      }),
  };
}

/** Whether a share-link row is a print's own (no creator, lives the print's two minutes): lists leave it out. */
export function isRenderShareLink(row: {
  createdBy: string | null;
  createdAt: Date;
  expiresAt: Date | null;
}) {
  if (row.createdBy !== null || !row.expiresAt) return false;
  return row.expiresAt.getTime() - row.createdAt.getTime() <= (RENDER_SESSION_TTL_SECONDS + 10) * 1000;
}
