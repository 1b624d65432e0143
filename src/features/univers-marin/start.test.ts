// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { type SingleSpaHostModule, createUniversMarinHost } from "./host";
import { activateOnUniversMarinPages, startBeforeApp } from "./start";

function fakeHost() {
  const startSingleSpaHost = vi.fn<SingleSpaHostModule["startSingleSpaHost"]>(() => ({ reload: async () => undefined }));
  const host = createUniversMarinHost({
    loadSingleSpaHost: async () => ({ startSingleSpaHost }),
    loadOverrides: async () => ({ imports: {} }),
    now: Date.now,
    wait: async () => undefined,
  });
  return { host, startSingleSpaHost };
}

function exportedFrame(): HTMLElement {
  const element = document.createElement("div");
  element.id = "univers-marin";
  document.body.append(element);
  return element;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("starting univers-marin before the app", () => {
  afterEach(() => document.body.replaceChildren());

  it("on a /univers-marin page: the exported element is the mount element, loading starts, and the module registers once allowed", async () => {
    const element = exportedFrame();
    const fake = fakeHost();
    const host = fake.host;
    expect(startBeforeApp({ pathname: "/en/univers-marin/pmr/mes-titres" }, document, host, async () => true)).toBe(true);
    expect(host.status.get()).toMatchObject({ kind: "loading" });
    expect(await host.frame.element()).toBe(element);
    await vi.waitFor(() => expect(fake.startSingleSpaHost).toHaveBeenCalledTimes(1));
  });

  it("leaves the registration to the app when the session's first answers do not allow it", async () => {
    exportedFrame();
    const fake = fakeHost();
    expect(startBeforeApp({ pathname: "/univers-marin/demandes" }, document, fake.host, async () => false)).toBe(true);
    await tick();
    expect(fake.startSingleSpaHost).not.toHaveBeenCalled();
    fake.host.register();
    await vi.waitFor(() => expect(fake.startSingleSpaHost).toHaveBeenCalledTimes(1));
  });

  it("starts nothing on a shell page, nor on a page with no exported mount element (npm start)", () => {
    const fake = fakeHost();
    expect(startBeforeApp({ pathname: "/univers-marin/demandes" }, document, fake.host, async () => true)).toBe(false);
    exportedFrame();
    expect(startBeforeApp({ pathname: "/fr/mes-infos" }, document, fake.host, async () => true)).toBe(false);
    expect(fake.host.status.get()).toMatchObject({ kind: "idle" });
  });
});

describe("activating univers-marin from the app", () => {
  function beforeLoads() {
    const listeners = new Set<(pathname: string) => void>();
    return {
      onBeforeLoad: (listener: (pathname: string) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      load: (pathname: string) => listeners.forEach((listener) => listener(pathname)),
    };
  }

  it("on a univers-marin page, activates the host at once, before any frame is rendered", () => {
    const host = { activate: vi.fn() };
    activateOnUniversMarinPages(host, "/fr/univers-marin/pmr/accueil-pmr", beforeLoads().onBeforeLoad);
    expect(host.activate).toHaveBeenCalledOnce();
  });

  it("on a shell page, activates nothing until the router is about to load a univers-marin page", () => {
    const host = { activate: vi.fn() };
    const router = beforeLoads();
    activateOnUniversMarinPages(host, "/fr/login", router.onBeforeLoad);
    router.load("/fr/plan-site");
    expect(host.activate).not.toHaveBeenCalled();
    router.load("/es/univers-marin/demandes");
    expect(host.activate).toHaveBeenCalledOnce();
  });
});
