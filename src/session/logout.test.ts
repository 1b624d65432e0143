// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ROUND_TRIP_KEY } from "../api/provider-round-trip";
import { STORAGE_KEYS } from "./storage-keys";

// api/logout.ts logs out once per page: each test gets a fresh page's modules.
let session: typeof import("./logout");
beforeEach(async () => {
  vi.resetModules();
  session = await import("./logout");
});

function stubLocation(pathname: string) {
  const assign = vi.fn<(url: string) => void>();
  vi.spyOn(window, "location", "get").mockReturnValue({
    assign,
    pathname,
    origin: "https://portail.example",
    protocol: "https:",
  } as Partial<Location> as Location);
  return assign;
}

const trip = () => JSON.parse(window.sessionStorage.getItem(ROUND_TRIP_KEY) ?? "null") as { to: string; expired?: boolean } | null;

describe("logout", () => {
  it("clears local storage and the tab's drafts, keeps the sign-in page of the page's language, then navigates to /logout", async () => {
    window.localStorage.setItem(STORAGE_KEYS.testUserId, "u1");
    window.sessionStorage.setItem("portail-marin.inscription.numMarin", "12345678");
    const assign = stubLocation("/en/mes-infos");
    session.logout();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/logout"));
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.getItem("portail-marin.inscription.numMarin")).toBeNull();
    expect(trip()).toMatchObject({ to: "/en/login", expired: false });
  });

  it("when the time limit ran out, the sign-in page is told", async () => {
    const assign = stubLocation("/es/inscription");
    session.logout("expired");
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(trip()).toMatchObject({ to: "/es/login", expired: true });
  });

  it("still leaves where the browser refuses storage", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    const assign = stubLocation("/mes-infos");
    session.logout();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/logout"));
    expect(warn).toHaveBeenCalledWith("[logout] local storage could not be cleared", expect.any(DOMException));
  });
});

describe("the header's own logout", () => {
  it.each([
    ["/en/login", "/en/loginAyantDroit"],
    ["/loginAyantDroit", "/loginAyantDroit"],
    ["/fr/mes-infos", "/fr/loginAyantDroit"],
  ])("from %s ends on %s", (pathname, target) => {
    expect(session.headerLogoutDestination(pathname)).toBe(target);
  });

  it("resets the no-habilitation flag with the rest of the storage and leaves through /logout for /loginAyantDroit", async () => {
    window.localStorage.setItem(STORAGE_KEYS.connectedWithoutHabilitation, "true");
    const assign = stubLocation("/es/loginAyantDroit");
    session.headerLogout();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/logout"));
    expect(window.localStorage.getItem(STORAGE_KEYS.connectedWithoutHabilitation)).toBeNull();
    expect(trip()).toMatchObject({ to: "/es/loginAyantDroit" });
  });
});
