import type { ShareLink } from '@fieldbook/domain/inspections';

/** Whether a share link still opens the report, as its list shows it. */
export type ShareLinkState = 'active' | 'expired' | 'revoked';

/** A link's state at `now`: revoked wins over expired, as the server refuses both alike (ADR 201). */
export function shareLinkState(
  link: Pick<ShareLink, 'expires_at' | 'revoked_at'>,
  now: Date,
): ShareLinkState {
  if (link.revoked_at) return 'revoked';
  if (link.expires_at && new Date(link.expires_at).getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** The instant a link chosen to expire "on" a calendar day stops working: the end of that day in the reader's zone. */
export function expiryOfDay(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}
