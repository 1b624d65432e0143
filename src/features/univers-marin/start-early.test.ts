import { afterEach, describe, expect, it, vi } from "vitest";
import { startUniversMarinEarly } from "./start-early";

const PORTAL = "https://portail.mer.gouv.fr";
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe("startUniversMarinEarly", () => {
  afterEach(() => document.head.replaceChildren());

  it("on a univers-marin page, starts the host at once, before env.js has answered and before any frame is rendered", () => {
    const host = { activate: vi.fn() };
    startUniversMarinEarly({ pathname: "/fr/univers-marin/pmr/accueil-pmr", origin: PORTAL }, host, new Promise(() => undefined));
    expect(host.activate).toHaveBeenCalledOnce();
    expect(preloads()).toHaveLength(0);
  });

  it("preloads main.js once env.js has named its host, with CORS, as SystemJS loads a module from another origin", async () => {
    const moduleHost = deferred<string | undefined>();
    startUniversMarinEarly({ pathname: "/fr/univers-marin/pmr/accueil-pmr", origin: PORTAL }, { activate: vi.fn() }, moduleHost.promise);
    moduleHost.resolve("https://um.mer.gouv.fr/app");
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    expect(preloads()[0]).toMatchObject({ as: "script", crossOrigin: "anonymous", href: "https://um.mer.gouv.fr/app/main.js" });
  });

  it("preloads main.js without CORS from the portal's own origin, as SystemJS does", async () => {
    startUniversMarinEarly(
      { pathname: "/univers-marin/demandes", origin: PORTAL },
      { activate: vi.fn() },
      Promise.resolve(`${PORTAL}/univers-marin-app`),
    );
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    expect(preloads()[0]?.crossOrigin).toBeNull();
    expect(preloads()[0]?.href).toBe(`${PORTAL}/univers-marin-app/main.js`);
  });

  it("starts and asks for nothing on the shell's own pages", async () => {
    const host = { activate: vi.fn() };
    startUniversMarinEarly({ pathname: "/fr/login", origin: PORTAL }, host, Promise.resolve("https://um.mer.gouv.fr"));
    await Promise.resolve();
    expect(host.activate).not.toHaveBeenCalled();
    expect(preloads()).toHaveLength(0);
  });

  it("preloads no module when no host is configured, but still starts the host, which shows that failure itself", async () => {
    const host = { activate: vi.fn() };
    const moduleHost = Promise.resolve(undefined);
    startUniversMarinEarly({ pathname: "/es/univers-marin/pmr/mes-titres", origin: PORTAL }, host, moduleHost);
    await moduleHost;
    await Promise.resolve();
    expect(host.activate).toHaveBeenCalledOnce();
    expect(preloads()).toHaveLength(0);
  });
});
