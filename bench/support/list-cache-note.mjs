// How the benchmarks name the server's list-cache setting in bench/RESULTS.md (the server reads the same env).

/** Whether the server runs with the whole-answer list cache (ADR 089): a repeated call is a hit unless it is off. */
export function listCacheNote() {
  return process.env.LIST_CACHE_ENTRIES === '0'
    ? 'off (LIST_CACHE_ENTRIES=0): every call is a miss'
    : 'on: after the first call every request of the run is a hit';
}
