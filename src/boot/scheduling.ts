/** An idle phase of the load plan (load-plan.ts). */
export interface IdlePhase {
  /** At the latest, idle or not. */
  readonly capMs: number;
  /** Where the browser has no idle callback (Safari): a delay long enough for pending work. */
  readonly fallbackMs: number;
}

/** Runs `callback` once the browser has nothing more urgent to do; returns its cancellation. */
export function whenIdle(callback: () => void, { capMs, fallbackMs }: IdlePhase): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout: capMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, fallbackMs);
  return () => window.clearTimeout(id);
}

interface Scheduler {
  readonly yield?: () => Promise<void>;
}

/**
 * Ends the current task: what follows runs in a new one, once the browser has had the chance to
 * answer a tap or a key, so that no two costly steps of the boot make one long task.
 * `scheduler.yield` resumes ahead of other queued tasks; where it is missing, a timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
