/**
 * Whether a new release of the portal is installed and waiting for this tab's consent (the
 * update notice's reload): a small external store, set by the worker's registration and read by
 * the notice.
 */
type Listener = () => void;

let applyUpdate: (() => void) | undefined;
const listeners = new Set<Listener>();

export function setUpdateReady(apply: () => void): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

/** Loads the new release: undefined while there is none. */
export function getUpdate(): (() => void) | undefined {
  return applyUpdate;
}

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
