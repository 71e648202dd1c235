/** Counts in-flight requests for the global loading indicator: loading starts with the first, ends at zero. */
export interface LoadingCounter {
  start(): void;
  end(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): number;
}

/** Creates a counter whose listeners hear every change (useSyncExternalStore-compatible). */
export function createLoadingCounter(): LoadingCounter {
  let count = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    start() {
      count += 1;
      emit();
    },
    end() {
      count = Math.max(0, count - 1);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => count,
  };
}
