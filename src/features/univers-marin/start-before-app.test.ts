import { afterEach, describe, expect, it, vi } from "vitest";
import { type SingleSpaHostModule, createUniversMarinHost } from "./host";
import { startBeforeApp } from "./start-before-app";

function fakeHost() {
  const startSingleSpaHost = vi.fn<SingleSpaHostModule["startSingleSpaHost"]>(() => ({ reload: async () => undefined }));
  const host = () =>
    createUniversMarinHost({ loadSingleSpaHost: async () => ({ startSingleSpaHost }), now: Date.now, wait: async () => undefined });
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
    const host = startBeforeApp({ pathname: "/en/univers-marin/pmr/mes-titres" }, document, Promise.resolve(true), fake.host);
    expect(host?.status.get()).toMatchObject({ kind: "loading" });
    expect(await host?.frame.element()).toBe(element);
    await vi.waitFor(() => expect(fake.startSingleSpaHost).toHaveBeenCalledTimes(1));
  });

  it("leaves the registration to the app when the session's first answers do not allow it", async () => {
    exportedFrame();
    const fake = fakeHost();
    const host = startBeforeApp({ pathname: "/univers-marin/demandes" }, document, Promise.resolve(false), fake.host);
    await tick();
    expect(fake.startSingleSpaHost).not.toHaveBeenCalled();
    host?.handOverShell({ navigate: vi.fn() });
    await vi.waitFor(() => expect(fake.startSingleSpaHost).toHaveBeenCalledTimes(1));
  });

  it("starts nothing on a shell page, nor on a page with no exported mount element (npm start)", () => {
    const fake = fakeHost();
    expect(startBeforeApp({ pathname: "/univers-marin/demandes" }, document, Promise.resolve(true), fake.host)).toBeUndefined();
    exportedFrame();
    expect(startBeforeApp({ pathname: "/fr/mes-infos" }, document, Promise.resolve(true), fake.host)).toBeUndefined();
  });
});
