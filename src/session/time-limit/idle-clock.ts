/** Where the session stands on the backend's idle clock, as the portal reckons it. */
export type IdlePhase =
  | { readonly kind: "active" }
  /** The warning is due: the session ends at `endsAt` (ms since the epoch) without another contact. */
  | { readonly kind: "warning"; readonly endsAt: number }
  | { readonly kind: "expired" };

export interface IdleClockDeps {
  /** The backend's idle time-out. */
  readonly timeoutMs: number;
  /** How long before the time-out the warning is due. */
  readonly warningMs: number;
  readonly now: () => number;
  /** Each change of phase; "expired" is the last one. */
  readonly onPhase: (phase: IdlePhase) => void;
}

export interface IdleClock {
  /** The backend answered a request at `at`: its idle clock restarted then. */
  contact(at: number): void;
  /** Reckons again from the time now: timers fire late, or not at all, on a phone asleep. */
  check(): void;
  lastContact(): number;
  phase(): IdlePhase;
  stop(): void;
}

const samePhase = (a: IdlePhase, b: IdlePhase) =>
  a.kind === b.kind && (a.kind !== "warning" || (b.kind === "warning" && a.endsAt === b.endsAt));

/**
 * The backend's idle clock mirrored in the page, from the last contact the page knows of. One
 * timer to the next phase at a time, and every decision taken from now() rather than from the
 * timer having fired: a timer that fired late (or a fake clock that jumped) changes nothing.
 */
export function createIdleClock(deps: IdleClockDeps): IdleClock {
  let last = deps.now();
  let current: IdlePhase = { kind: "active" };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function reckon(): void {
    if (stopped) return;
    clearTimeout(timer);
    const now = deps.now();
    const endsAt = last + deps.timeoutMs;
    const warnsAt = endsAt - deps.warningMs;
    const next: IdlePhase = now >= endsAt ? { kind: "expired" } : now >= warnsAt ? { kind: "warning", endsAt } : { kind: "active" };
    if (next.kind === "expired") stopped = true;
    else timer = setTimeout(reckon, (next.kind === "active" ? warnsAt : endsAt) - now);
    if (samePhase(next, current)) return;
    current = next;
    deps.onPhase(next);
  }

  reckon();
  return {
    contact(at) {
      // Another tab's clock is this machine's; a contact from the future would only be a bug.
      const when = Math.min(at, deps.now());
      if (when <= last) return;
      last = when;
      reckon();
    },
    check: reckon,
    lastContact: () => last,
    phase: () => current,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
