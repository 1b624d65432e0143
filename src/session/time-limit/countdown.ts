/** How often, at most, the time left may change in the dialog: a screen reader reads each change. */
const COUNTDOWN_STEP_MS = 15_000;

export type TimeLeft = { readonly unit: "minutes" | "seconds"; readonly count: number };

/**
 * The time left as the dialog says it, rounded up to a step of 15 s: whole minutes above one
 * minute (2, then 1), then 45, 30 and 15 seconds. It changes only at a step before the end.
 */
export function timeLeft(leftMs: number): TimeLeft {
  const seconds = Math.max(1, Math.ceil(leftMs / COUNTDOWN_STEP_MS)) * (COUNTDOWN_STEP_MS / 1000);
  return seconds >= 60 ? { unit: "minutes", count: Math.ceil(seconds / 60) } : { unit: "seconds", count: seconds };
}

/** How long until the time left may read differently: the next step before the end. */
export function untilNextStep(leftMs: number): number {
  return leftMs % COUNTDOWN_STEP_MS || COUNTDOWN_STEP_MS;
}
