import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { usePrefetchUniversMarin } from "./usePrefetchUniversMarin";

const prefetchHost = vi.hoisted(() => ({ prefetchSingleSpaHost: vi.fn() }));
vi.mock("./prefetch-host", () => prefetchHost);

const universMarinRoute = { id: "/{-$lang}/univers-marin/$" };
const router = vi.hoisted(() => ({ loadRouteChunk: vi.fn(async () => undefined), routesById: {} }));
vi.mock("@tanstack/react-router", () => ({ useRouter: () => router }));

describe("usePrefetchUniversMarin", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    router.routesById = { [universMarinRoute.id]: universMarinRoute };
    router.loadRouteChunk.mockClear();
    prefetchHost.prefetchSingleSpaHost.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("waits for the browser to be idle, then fetches the route's code and the single-spa host", () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal("cancelIdleCallback", cancelIdleCallback);
    const { unmount } = renderHook(() => usePrefetchUniversMarin());
    expect(prefetchHost.prefetchSingleSpaHost).not.toHaveBeenCalled();

    idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
    expect(prefetchHost.prefetchSingleSpaHost).toHaveBeenCalledTimes(1);
    expect(router.loadRouteChunk).toHaveBeenCalledWith(universMarinRoute);
    unmount();
    expect(cancelIdleCallback).toHaveBeenCalledTimes(1);
  });

  it("without an idle callback (Safari), after a delay; and never once the menu is gone", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    const { unmount } = renderHook(() => usePrefetchUniversMarin());
    vi.advanceTimersByTime(999);
    expect(prefetchHost.prefetchSingleSpaHost).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(prefetchHost.prefetchSingleSpaHost).toHaveBeenCalledTimes(1);

    renderHook(() => usePrefetchUniversMarin()).unmount();
    unmount();
    vi.advanceTimersByTime(5000);
    expect(prefetchHost.prefetchSingleSpaHost).toHaveBeenCalledTimes(1);
  });
});
