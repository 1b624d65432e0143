/**
 * `use-sync-external-store/shim/with-selector` as an ES module over the runtime's own
 * `useSyncExternalStore` (TanStack's store reads the router's state through it). The package is
 * CommonJS: its `require("react")` escapes the build's and the tests' aliases, and under Vitest
 * reaches React itself instead of Preact. The logic is React's (MIT, Meta Platforms): the selection
 * is memoised per snapshot, and an equal selection keeps the previous value.
 */
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from "react";

interface Instance<Selection> {
  hasValue: boolean;
  value: Selection | undefined;
}

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const instance = useRef<Instance<Selection>>({ hasValue: false, value: undefined }).current;
  const [getSelection, getServerSelection] = useMemo(() => {
    let memoised: { snapshot: Snapshot; selection: Selection } | undefined;
    const select = (snapshot: Snapshot): Selection => {
      if (memoised === undefined) {
        const selection = selector(snapshot);
        const kept =
          isEqual !== undefined && instance.hasValue && isEqual(instance.value as Selection, selection)
            ? (instance.value as Selection)
            : selection;
        memoised = { snapshot, selection: kept };
        return kept;
      }
      if (Object.is(memoised.snapshot, snapshot)) return memoised.selection;
      const selection = selector(snapshot);
      if (isEqual !== undefined && isEqual(memoised.selection, selection)) {
        memoised = { snapshot, selection: memoised.selection };
        return memoised.selection;
      }
      memoised = { snapshot, selection };
      return selection;
    };
    const serverSnapshot = getServerSnapshot ?? undefined;
    return [() => select(getSnapshot()), serverSnapshot === undefined ? undefined : () => select(serverSnapshot())] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual, instance]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    instance.hasValue = true;
    instance.value = value;
  }, [instance, value]);
  useDebugValue(value);
  return value;
}
