import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchUniversMarinEarly } from "./early-fetch";
import { prefetchSingleSpaHost } from "./prefetch-host";

vi.mock("./prefetch-host", () => ({ prefetchSingleSpaHost: vi.fn() }));

const PORTAL = "https://portail.mer.gouv.fr";
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

describe("fetchUniversMarinEarly", () => {
  afterEach(() => {
    document.head.replaceChildren();
    vi.mocked(prefetchSingleSpaHost).mockClear();
  });

  it("on a univers-marin page, asks for the host and preloads main.js with CORS, as SystemJS loads a module from another origin", () => {
    fetchUniversMarinEarly({ pathname: "/fr/univers-marin/pmr/accueil-pmr", origin: PORTAL }, "https://um.mer.gouv.fr/app");
    expect(prefetchSingleSpaHost).toHaveBeenCalledOnce();
    expect(preloads()).toHaveLength(1);
    expect(preloads()[0]).toMatchObject({ as: "script", crossOrigin: "anonymous", href: "https://um.mer.gouv.fr/app/main.js" });
  });

  it("preloads main.js without CORS from the portal's own origin, as SystemJS does", () => {
    fetchUniversMarinEarly({ pathname: "/univers-marin/demandes", origin: PORTAL }, `${PORTAL}/univers-marin-app`);
    expect(preloads()[0]?.crossOrigin).toBeNull();
    expect(preloads()[0]?.href).toBe(`${PORTAL}/univers-marin-app/main.js`);
  });

  it("asks for nothing on the shell's own pages", () => {
    fetchUniversMarinEarly({ pathname: "/fr/login", origin: PORTAL }, "https://um.mer.gouv.fr");
    expect(prefetchSingleSpaHost).not.toHaveBeenCalled();
    expect(preloads()).toHaveLength(0);
  });

  it("preloads no module when no host is configured (the page shows that failure itself)", () => {
    fetchUniversMarinEarly({ pathname: "/es/univers-marin/pmr/mes-titres", origin: PORTAL }, undefined);
    expect(prefetchSingleSpaHost).toHaveBeenCalledOnce();
    expect(preloads()).toHaveLength(0);
  });
});
