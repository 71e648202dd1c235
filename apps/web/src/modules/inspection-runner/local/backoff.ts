/** First retry delay of a failed sync. */
export const BACKOFF_BASE_MS = 2_000;
/** Longest wait between retries. */
export const BACKOFF_MAX_MS = 5 * 60_000;

/** How long to wait before try number `attempts + 1`: doubling from 2 s, at most 5 min, never synchronised across devices. */
export function backoffDelay(attempts: number, jitter: () => number = Math.random): number {
  const plain = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(attempts - 1, 0), BACKOFF_MAX_MS);
  return Math.round(plain * (0.8 + 0.4 * jitter()));
}
