import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { usePrefetchUniversMarin } from "./usePrefetchUniversMarin";

const prefetchHost = vi.hoisted(() => ({ prefetchSingleSpaHost: vi.fn() }));
vi.mock("./prefetch-host", () => prefetchHost);

const universMarinRoute = { id: "/{-$lang}/univers-marin/$" };
// The boot's idle scheduling (src/boot/boot-app.tsx), held here: the test runs what it was given.
const scheduled: Array<() => void> = [];
const cancel = vi.fn();
const router = vi.hoisted(() => ({
  loadRouteChunk: vi.fn(async () => undefined),
  routesById: {},
  options: { context: { whenIdleForPrefetch: vi.fn<(run: () => void) => () => void>() } },
}));
vi.mock("@tanstack/react-router", () => ({ useRouter: () => router }));

describe("usePrefetchUniversMarin", () => {
  beforeEach(() => {
    scheduled.length = 0;
    cancel.mockClear();
    router.routesById = { [universMarinRoute.id]: universMarinRoute };
    router.options.context.whenIdleForPrefetch.mockImplementation((run) => {
      scheduled.push(run);
      return cancel;
    });
    router.loadRouteChunk.mockClear();
    prefetchHost.prefetchSingleSpaHost.mockClear();
  });

  it("leaves the moment to the boot's idle scheduling, then fetches the route's code and the single-spa host", () => {
    const { unmount } = renderHook(() => usePrefetchUniversMarin());
    expect(scheduled).toHaveLength(1);
    expect(prefetchHost.prefetchSingleSpaHost).not.toHaveBeenCalled();

    scheduled[0]?.();
    expect(prefetchHost.prefetchSingleSpaHost).toHaveBeenCalledTimes(1);
    expect(router.loadRouteChunk).toHaveBeenCalledWith(universMarinRoute);
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it("cancels what it scheduled once the menu is gone", () => {
    renderHook(() => usePrefetchUniversMarin()).unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
