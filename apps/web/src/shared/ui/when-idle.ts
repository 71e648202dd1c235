/**
 * Runs `run` when the browser is next idle (within `timeoutMs` at the latest), or after a short timer where
 * there is no idle callback (tests); answers the cancel. For work that must not sit inside a gesture or a
 * first paint.
 */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}
