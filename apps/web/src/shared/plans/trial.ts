const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left in a workspace's free trial (rounded up), or null when no trial is running. */
export function trialDaysLeft(trialEndsAt: string | null, now: Date): number | null {
  if (!trialEndsAt) return null;
  const left = new Date(trialEndsAt).getTime() - now.getTime();
  if (!Number.isFinite(left) || left <= 0) return null;
  return Math.ceil(left / DAY_MS);
}
