// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type UniversMarinHost, createUniversMarinHost } from "./host";
import { UniversMarinHostContext } from "./host-context";
import { usePrefetchUniversMarin } from "./usePrefetchUniversMarin";

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

/** The host the boot gives the app, with its loading of the single-spa host watched (and never answered). */
function watchedHost() {
  const loadSingleSpaHost = vi.fn(() => new Promise<never>(() => undefined));
  const host = createUniversMarinHost({
    loadSingleSpaHost,
    loadOverrides: async () => ({ imports: {} }),
    now: () => 0,
    wait: async () => undefined,
  });
  return { host, loadSingleSpaHost };
}

function renderPrefetch(host: UniversMarinHost) {
  return renderHook(() => usePrefetchUniversMarin(), {
    wrapper: ({ children }: { children: ReactNode }) => <UniversMarinHostContext value={host}>{children}</UniversMarinHostContext>,
  });
}

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
  });

  it("leaves the moment to the boot's idle scheduling, then fetches the route's code and, through the host, single-spa", () => {
    const { host, loadSingleSpaHost } = watchedHost();
    const { unmount } = renderPrefetch(host);
    expect(scheduled).toHaveLength(1);
    expect(loadSingleSpaHost).not.toHaveBeenCalled();

    scheduled[0]?.();
    expect(loadSingleSpaHost).toHaveBeenCalledTimes(1);
    expect(host.status.get()).toEqual({ kind: "idle" });
    expect(router.loadRouteChunk).toHaveBeenCalledWith(universMarinRoute);
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it("cancels what it scheduled once the menu is gone", () => {
    renderPrefetch(watchedHost().host).unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
