/**
 * When the page loads again by itself what failed to load while it stays open (univers-marin's
 * module, env.js): exponential backoff with jitter (so that the portal's users do not all come
 * back to a recovering host at the same second), paused while the browser says it is offline
 * and resumed at once on `online`, and given up after a few attempts.
 */
export const AUTO_RETRY = {
  /** The first wait; each next one doubles. */
  firstDelayMs: 1000,
  /** No wait is longer than this. */
  maxDelayMs: 30_000,
  /** Automatic attempts after which the page stops: a failed module leaves the user's retry, env.js its defaults. */
  maxAttempts: 6,
} as const;

/**
 * The wait before automatic attempt `attempt` (0 for the first): half the doubled delay, plus a
 * random share of the other half ("equal jitter": never sooner than half, never later than the cap).
 */
export function retryDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(AUTO_RETRY.maxDelayMs, AUTO_RETRY.firstDelayMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** What the schedule needs of the browser: timers, the connection state and its `online` event. */
export interface RetryEnvironment {
  readonly setTimeout: (callback: () => void, ms: number) => number;
  readonly clearTimeout: (id: number) => void;
  readonly isOnline: () => boolean;
  readonly onOnline: (callback: () => void) => () => void;
  readonly random: () => number;
}

export function browserRetryEnvironment(win: Window): RetryEnvironment {
  return {
    setTimeout: (callback, ms) => win.setTimeout(callback, ms),
    clearTimeout: (id) => win.clearTimeout(id),
    isOnline: () => win.navigator.onLine,
    onOnline: (callback) => {
      win.addEventListener("online", callback);
      return () => win.removeEventListener("online", callback);
    },
    random: Math.random,
  };
}

/** Where an automatic retry stands, for the alert to say. */
export type AutoRetryStatus = "scheduled" | "offline" | "exhausted";

/**
 * Schedules the automatic attempt that follows `attempt` failed ones, and returns how it stands
 * and how to cancel it (the page left, the module loaded, the user retried first).
 */
export function scheduleAutoRetry(
  attempt: number,
  retry: () => void,
  env: RetryEnvironment,
): { status: AutoRetryStatus; cancel: () => void } {
  if (attempt >= AUTO_RETRY.maxAttempts) return { status: "exhausted", cancel: () => undefined };
  if (!env.isOnline()) {
    const stopListening = env.onOnline(() => {
      stopListening();
      retry();
    });
    return { status: "offline", cancel: stopListening };
  }
  const timer = env.setTimeout(retry, retryDelay(attempt, env.random));
  return { status: "scheduled", cancel: () => env.clearTimeout(timer) };
}
