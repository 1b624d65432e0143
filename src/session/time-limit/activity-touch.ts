/** What counts as the user being there: typing, tapping or clicking, filling a field. */
const ACTIVITY_EVENTS = ["keydown", "pointerdown", "input"] as const;

/** Quiet time after which activity is worth telling the backend about. */
const ACTIVITY_QUIET_MS = 60_000;

export interface ActivityTouchDeps {
  readonly target: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  readonly now: () => number;
  readonly lastContact: () => number;
  /** False while the warning asks the user to choose: their keys there are not consent to stay. */
  readonly enabled: () => boolean;
  /** A request the backend's idle clock counts. */
  readonly touch: () => void;
}

/**
 * Someone filling a long form sends nothing to the backend until they submit: without this, its
 * idle clock would end their session under their fingers. Activity after a minute without
 * contact touches the backend once; more activity within the minute after sends nothing more.
 */
export function touchOnActivity(deps: ActivityTouchDeps): () => void {
  let lastTouch = Number.NEGATIVE_INFINITY;
  const onActivity = () => {
    const now = deps.now();
    if (!deps.enabled() || now - deps.lastContact() <= ACTIVITY_QUIET_MS || now - lastTouch <= ACTIVITY_QUIET_MS) return;
    lastTouch = now;
    deps.touch();
  };
  const options = { capture: true, passive: true };
  for (const type of ACTIVITY_EVENTS) deps.target.addEventListener(type, onActivity, options);
  return () => {
    for (const type of ACTIVITY_EVENTS) deps.target.removeEventListener(type, onActivity, options);
  };
}
