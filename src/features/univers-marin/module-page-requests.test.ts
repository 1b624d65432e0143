// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { sendModulePageRequests } from "./module-page-requests";

const PORTAL = "https://portail.mer.gouv.fr";
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
// Called as the client calls fetch: a path and its options; answers with the path it was asked.
const answering = () =>
  vi.fn((path: string, init: RequestInit) => Promise.resolve(new Response(JSON.stringify(path), { headers: init.headers })));

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe("sendModulePageRequests", () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it("on a univers-marin page, asks for the rights and habilitations at once, as the client would, for it to take", async () => {
    const fetchImpl = answering();
    const early = sendModulePageRequests(
      { pathname: "/es/univers-marin/pmr/mes-titres", origin: PORTAL },
      new Promise(() => undefined),
      document,
      fetchImpl,
    );
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual(["/api/mes-droits", "/api/habilitations"]);
    expect(fetchImpl.mock.calls[0]?.[1]).toMatchObject({ credentials: "same-origin", headers: { Accept: "application/json" } });
    expect(await (await early.take("/api/habilitations"))?.json()).toBe("/api/habilitations");
    expect(preloads()).toHaveLength(0);
  });

  it("preloads the module once env.js's import map has named it, with CORS, as SystemJS loads a module from another origin", async () => {
    const moduleUrl = deferred<string | undefined>();
    sendModulePageRequests({ pathname: "/fr/univers-marin/pmr/accueil-pmr", origin: PORTAL }, moduleUrl.promise, document, answering());
    moduleUrl.resolve("https://um.mer.gouv.fr/app/main.js");
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    expect(preloads()[0]).toMatchObject({ as: "script", crossOrigin: "anonymous", href: "https://um.mer.gouv.fr/app/main.js" });
  });

  it("preloads the module without CORS from the portal's own origin, as SystemJS does", async () => {
    sendModulePageRequests(
      { pathname: "/univers-marin/demandes", origin: PORTAL },
      Promise.resolve(`${PORTAL}/univers-marin-app/main.js`),
      document,
      answering(),
    );
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    expect(preloads()[0]?.crossOrigin).toBeNull();
    expect(preloads()[0]?.href).toBe(`${PORTAL}/univers-marin-app/main.js`);
  });

  it("asks for nothing on the shell's own pages", async () => {
    const fetchImpl = answering();
    const early = sendModulePageRequests(
      { pathname: "/fr/login", origin: PORTAL },
      Promise.resolve("https://um.mer.gouv.fr/main.js"),
      document,
      fetchImpl,
    );
    await Promise.resolve();
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(early.take("/api/mes-droits")).toBeUndefined();
    expect(preloads()).toHaveLength(0);
  });

  it("preloads no module when the import map has none", async () => {
    const moduleUrl = Promise.resolve(undefined);
    sendModulePageRequests({ pathname: "/es/univers-marin/pmr/mes-titres", origin: PORTAL }, moduleUrl, document, answering());
    await moduleUrl;
    await Promise.resolve();
    expect(preloads()).toHaveLength(0);
  });
});
