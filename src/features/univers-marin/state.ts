/** Why the sub-application is not shown: no host configured, or a load or lifecycle failure. */
export type FailureKind = "unconfigured" | "failed";

export type UniversMarinState =
  | { readonly kind: "idle" }
  /** `since`: when this load began (Date.now()), whoever runs when: the notices count from it. */
  | { readonly kind: "loading"; readonly since: number }
  | { readonly kind: "mounted" }
  | { readonly kind: "failed"; readonly failure: FailureKind; readonly at: number };

export const IDLE: UniversMarinState = Object.freeze({ kind: "idle" });

/**
 * Marks the sub-application as loading from `now`, unless a load is already under way: loading
 * main.js and mounting are one wait for the user, and on a page opened at a /univers-marin
 * address that wait began before the app ran (start.ts), whose frame shows the
 * loading status and the slow notice counted from its start, not from the app's first render.
 */
export function markLoading(status: Pick<UniversMarinStatus, "get" | "set">, now: number = Date.now()): void {
  if (status.get().kind !== "loading") status.set({ kind: "loading", since: now });
}

/** Where the sub-application stands, for the frame to show (useSyncExternalStore's contract). */
export interface UniversMarinStatus {
  readonly get: () => UniversMarinState;
  readonly set: (next: UniversMarinState) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createUniversMarinStatus(): UniversMarinStatus {
  let current: UniversMarinState = IDLE;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The element the sub-application mounts in, which the shell's frame component renders. */
export interface FrameSlot {
  /** The frame component reports its mount element here (null when it leaves the page). */
  readonly set: (element: HTMLElement | null) => void;
  /**
   * The mount element, once the shell has rendered the frame: single-spa may reroute on a
   * pushState before the router has rendered the page that holds it.
   */
  readonly element: () => Promise<HTMLElement>;
  /** The element the sub-application was last given, even if the shell has already removed it. */
  readonly last: () => HTMLElement | null;
}

export function createFrameSlot(): FrameSlot {
  let frame: HTMLElement | null = null;
  const waiters = new Set<(element: HTMLElement) => void>();
  return {
    set(element) {
      if (!element) return;
      frame = element;
      for (const resolve of waiters) resolve(element);
      waiters.clear();
    },
    element() {
      if (frame?.isConnected) return Promise.resolve(frame);
      return new Promise((resolve) => waiters.add(resolve));
    },
    last: () => frame,
  };
}
