/**
 * The signal a sub-application hears before the shell leaves the page at a logout, to clear what
 * it stored itself in the browser (IndexedDB, Cache Storage, its own keys): the shell clears only
 * local and session storage. A window event, so that any framework hears it, mounted or not.
 * docs/sub-applications.md is the contract.
 */
export const SIGN_OUT_EVENT = "portail-marin:deconnexion";

/** Long enough to delete a few databases or caches; a module that hangs does not hold the user. */
const SIGN_OUT_WAIT_MS = 1000;

export interface SignOutEventDetail {
  /** The shell waits for this promise (SIGN_OUT_WAIT_MS at most, all of them together) before it leaves. */
  readonly waitUntil: (work: PromiseLike<unknown>) => void;
}

export type SignOutOutcome = "nothing-to-wait-for" | "done" | "timed-out";

/** Tells the page's sub-applications that the user is signing out, and waits for their clearing, bounded. */
export async function tellSubApplicationsOfSignOut(
  target: Pick<EventTarget, "dispatchEvent">,
  wait: (ms: number) => Promise<void>,
  log: (message: string) => void,
  timeoutMs = SIGN_OUT_WAIT_MS,
): Promise<SignOutOutcome> {
  const work: PromiseLike<unknown>[] = [];
  const detail: SignOutEventDetail = { waitUntil: (promise) => void work.push(promise) };
  try {
    target.dispatchEvent(new CustomEvent<SignOutEventDetail>(SIGN_OUT_EVENT, { detail }));
  } catch (error) {
    // A listener's exception is reported by the browser, not thrown here; this is a browser without CustomEvent.
    log(`[logout] the sub-applications could not be told: ${String(error)}`);
  }
  if (work.length === 0) return "nothing-to-wait-for";
  const outcome = await Promise.race([
    Promise.allSettled(work).then((): SignOutOutcome => "done"),
    wait(timeoutMs).then((): SignOutOutcome => "timed-out"),
  ]);
  if (outcome === "timed-out") log(`[logout] a sub-application was still clearing its data after ${timeoutMs} ms`);
  return outcome;
}
