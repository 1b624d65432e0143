interface Scheduler {
  readonly yield?: () => Promise<void>;
}

/**
 * Ends the current task: what follows runs in a new one, once the browser has had the chance to
 * answer a tap or a key. Startup awaits it between its costly steps, so that none of them adds to
 * another in one long task. `scheduler.yield` resumes ahead of other queued tasks; where it is
 * missing, a timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
