// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useSyncExternalStoreWithSelector } from "./use-sync-external-store-with-selector";

interface State {
  readonly count: number;
  readonly label: string;
}

function createStore(initial: State) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: State) {
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

describe("useSyncExternalStoreWithSelector on the runtime's useSyncExternalStore", () => {
  it("reads the selection of the store's state, and follows the store", () => {
    const store = createStore({ count: 1, label: "a" });
    const { result } = renderHook(() =>
      useSyncExternalStoreWithSelector(store.subscribe, store.getSnapshot, undefined, (state: State) => state.count),
    );
    expect(result.current).toBe(1);
    act(() => store.set({ count: 2, label: "a" }));
    expect(result.current).toBe(2);
  });

  it("selects once per state: re-rendering on the same state does not run the selector again", () => {
    const store = createStore({ count: 1, label: "a" });
    const selector = vi.fn((state: State) => state.label);
    const { rerender } = renderHook(() => useSyncExternalStoreWithSelector(store.subscribe, store.getSnapshot, undefined, selector));
    const calls = selector.mock.calls.length;
    rerender();
    rerender();
    expect(selector.mock.calls.length).toBe(calls);
  });

  it("keeps the previous selection when the new one is equal, so that what depends on it stays put", () => {
    const store = createStore({ count: 1, label: "a" });
    const select = (state: State) => ({ label: state.label });
    const sameLabel = (a: { label: string }, b: { label: string }) => a.label === b.label;
    const { result } = renderHook(() => useSyncExternalStoreWithSelector(store.subscribe, store.getSnapshot, undefined, select, sameLabel));
    const first = result.current;
    act(() => store.set({ count: 2, label: "a" }));
    expect(result.current).toBe(first);
    act(() => store.set({ count: 3, label: "b" }));
    expect(result.current).toEqual({ label: "b" });
    expect(result.current).not.toBe(first);
  });
});
