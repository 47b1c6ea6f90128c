import { useEffect, useSyncExternalStore } from 'react';

/** Code on its way, or why it failed, once it has settled. */
export type Settled<T> = { value: T } | { error: unknown };

export interface OnDemand<T> {
  /** Asks for the code unless it is in or on its way (a failed one is asked for again). */
  load(): Promise<void>;
  isLoaded(): boolean;
  settled(): Settled<T> | undefined;
  subscribe(listener: () => void): () => void;
}

/**
 * Code that comes when it is first needed (a chunk loaded by `import()`), kept once it is in. A
 * router's loader asks for it as the URL changes, so it is usually in before the render that
 * reads it (useOnDemand); React.lazy would hold a suspended screen's reveal back at least 300 ms.
 */
export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let settled: Settled<T> | undefined;
  let inFlight: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const isLoaded = () => settled !== undefined && 'value' in settled;
  return {
    load() {
      if (isLoaded()) return Promise.resolve();
      inFlight ??= load()
        .then(
          (value): Settled<T> => ({ value }),
          (error: unknown) => ({ error }),
        )
        .then((result) => {
          settled = result;
          inFlight = undefined;
          listeners.forEach((l) => l());
        });
      return inFlight;
    },
    isLoaded,
    settled: () => settled,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * `code` once it is in (undefined before: show a loading state), asking for it if nothing has. Code
 * that failed to load throws here, for the nearest error boundary.
 */
export function useOnDemand<T>(code: OnDemand<T>): T | undefined {
  const settled = useSyncExternalStore(code.subscribe, code.settled);
  useEffect(() => {
    if (!settled) void code.load();
  }, [code, settled]);
  if (settled && 'error' in settled) throw settled.error;
  return settled?.value;
}
