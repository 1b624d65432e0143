import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the exported HTML hydrates (it was rendered without a session), true right after:
 * session-dependent markup then appears without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
