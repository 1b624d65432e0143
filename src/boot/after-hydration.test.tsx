import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AfterHydration } from "./after-hydration";
import { LOAD_PLAN } from "./load-plan";
import type { ModulePaint } from "./module-paint";

const dsfr = vi.hoisted(() => {
  let resolve: () => void = () => undefined;
  const loaded = new Promise<void>((onResolve) => (resolve = onResolve));
  return { loaded, resolve: () => resolve(), start: vi.fn() };
});
vi.mock("@codegouvfr/react-dsfr/spa", () => ({ startReactDsfr: dsfr.start }));
vi.mock("@codegouvfr/react-dsfr/start", () => ({ prDsfrLoaded: dsfr.loaded }));
const deferredStyles = vi.hoisted(() => vi.fn());
vi.mock("./dsfr-styles-deferred", () => {
  deferredStyles();
  return {};
});

const shellPage: ModulePaint = { whenPainted: (then) => then(), followPages: () => undefined };

describe("DSFR's start and the ready mark", () => {
  afterEach(() => {
    delete document.documentElement.dataset.appReady;
    vi.unstubAllGlobals();
  });

  it("marks the page ready only once the DSFR's script is loaded and started, a frame later, and the browser idle", async () => {
    const { unmount } = render(<AfterHydration modulePaint={shellPage} />);
    expect(dsfr.start).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(deferredStyles).toHaveBeenCalledOnce());
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

  it("on a /univers-marin page, starts DSFR only once the module's content has been shown, at most after its cap", () => {
    dsfr.start.mockClear();
    const waiting: Array<{ then: () => void; capMs: number | undefined }> = [];
    const modulePaint: ModulePaint = { whenPainted: (then, capMs) => void waiting.push({ then, capMs }), followPages: () => undefined };
    const { unmount } = render(<AfterHydration modulePaint={modulePaint} />);
    expect(dsfr.start).not.toHaveBeenCalled();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.capMs).toBe(LOAD_PLAN.shellParts.capMs);
    waiting[0]?.then();
    expect(dsfr.start).toHaveBeenCalledTimes(1);
    unmount();
  });
});
