import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useDsfrStart } from "./useDsfrStart";
import { useReadyMark } from "./useReadyMark";

const dsfr = vi.hoisted(() => {
  let resolve: () => void = () => undefined;
  const loaded = new Promise<void>((onResolve) => (resolve = onResolve));
  return { loaded, resolve: () => resolve(), start: vi.fn() };
});
vi.mock("@codegouvfr/react-dsfr/spa", () => ({ startReactDsfr: dsfr.start }));
vi.mock("@codegouvfr/react-dsfr/start", () => ({ prDsfrLoaded: dsfr.loaded }));

describe("DSFR's start and the ready mark", () => {
  afterEach(() => {
    delete document.documentElement.dataset.appReady;
    vi.unstubAllGlobals();
  });

  it("marks the page ready only once the DSFR's script is loaded and started, a frame later, and the browser idle", async () => {
    const { unmount } = renderHook(() => {
      useDsfrStart();
      useReadyMark();
    });
    expect(dsfr.start).toHaveBeenCalledTimes(1);
    await act(async () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    expect(document.documentElement.dataset.appReady).toBeUndefined();

    const idle: Array<() => void> = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    vi.stubGlobal("cancelIdleCallback", vi.fn());
    await act(async () => dsfr.resolve());
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(document.documentElement.dataset.appReady).toBeUndefined();
    idle[0]?.();
    expect(document.documentElement.dataset.appReady).toBe("true");
    unmount();
  });
});
