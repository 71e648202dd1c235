/**
 * Runs `run` when the browser is next idle (within 2 s at the latest), or after a short timer where there is no
 * idle callback (tests); answers the cancel. For work that must not sit inside a gesture or a first paint.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}
