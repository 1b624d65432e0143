export interface IdleTiming {
  /** At the latest, idle or not. */
  readonly timeoutMs: number;
  /** Where the browser has no idle callback (Safari): a delay long enough for pending work. */
  readonly fallbackMs: number;
}

/** Runs `callback` once the browser has nothing more urgent to do; returns its cancellation. */
export function whenIdle(callback: () => void, { timeoutMs, fallbackMs }: IdleTiming): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, fallbackMs);
  return () => window.clearTimeout(id);
}
