/** Why the sub-application is not shown: no host configured, or a load or lifecycle failure. */
export type FailureKind = "unconfigured" | "failed";

export type UniversMarinState =
  | { readonly kind: "idle" }
  | { readonly kind: "loading" }
  | { readonly kind: "mounted" }
  | { readonly kind: "failed"; readonly failure: FailureKind; readonly at: number };

export const IDLE: UniversMarinState = Object.freeze({ kind: "idle" });

let current: UniversMarinState = IDLE;
const listeners = new Set<() => void>();

export function getUniversMarinState(): UniversMarinState {
  return current;
}

export function setUniversMarinState(next: UniversMarinState): void {
  current = next;
  for (const listener of listeners) listener();
}

export function subscribeUniversMarinState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let frame: HTMLElement | null = null;
const frameWaiters = new Set<(element: HTMLElement) => void>();

/** The frame component reports its mount element here (null when it leaves the page). */
export function setFrameElement(element: HTMLElement | null): void {
  if (!element) return;
  frame = element;
  for (const resolve of frameWaiters) resolve(element);
  frameWaiters.clear();
}

/**
 * The mount element, once the shell has rendered the frame: single-spa may reroute on a
 * pushState before the router has rendered the page that holds it.
 */
export function frameElement(): Promise<HTMLElement> {
  if (frame?.isConnected) return Promise.resolve(frame);
  return new Promise((resolve) => frameWaiters.add(resolve));
}

/** The element the sub-application was last given, even if the shell has already removed it. */
export function lastFrameElement(): HTMLElement | null {
  return frame;
}
