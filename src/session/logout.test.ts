import { describe, expect, it, vi } from "vitest";
import { headerLogout, headerLogoutDestination, logout } from "./logout";
import { ROUND_TRIP_KEY } from "../api/provider-round-trip";
import { STORAGE_KEYS } from "./storage-keys";

function stubLocation(pathname: string) {
  const assign = vi.fn<(url: string) => void>();
  vi.spyOn(window, "location", "get").mockReturnValue({
    assign,
    pathname,
    origin: "https://portail.example",
  } as Partial<Location> as Location);
  return assign;
}

const trip = () => JSON.parse(window.sessionStorage.getItem(ROUND_TRIP_KEY) ?? "null") as { to: string; expired?: boolean } | null;

describe("logout", () => {
  it("clears local storage and the tab's drafts, keeps the sign-in page of the page's language, then navigates to /logout", () => {
    window.localStorage.setItem(STORAGE_KEYS.testUserId, "u1");
    window.sessionStorage.setItem("portail-marin.inscription.numMarin", "12345678");
    const assign = stubLocation("/en/mes-infos");
    logout();
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.getItem("portail-marin.inscription.numMarin")).toBeNull();
    expect(trip()).toMatchObject({ to: "/en/login", expired: false });
    expect(assign).toHaveBeenCalledWith("/logout");
  });

  it("when the time limit ran out, the sign-in page is told", () => {
    stubLocation("/es/inscription");
    logout("expired");
    expect(trip()).toMatchObject({ to: "/es/login", expired: true });
  });

  it("still leaves where the browser refuses storage", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    const assign = stubLocation("/mes-infos");
    logout();
    expect(assign).toHaveBeenCalledWith("/logout");
    expect(warn).toHaveBeenCalledWith("[logout] local storage could not be cleared", expect.any(DOMException));
  });
});

describe("the header's own logout", () => {
  it.each([
    ["/en/login", "/en/loginAyantDroit"],
    ["/loginAyantDroit", "/loginAyantDroit"],
    ["/fr/mes-infos", "/fr/loginAyantDroit"],
  ])("from %s ends on %s", (pathname, target) => {
    expect(headerLogoutDestination(pathname)).toBe(target);
  });

  it("resets the no-habilitation flag with the rest of the storage and leaves through /logout for /loginAyantDroit", () => {
    window.localStorage.setItem(STORAGE_KEYS.connectedWithoutHabilitation, "true");
    const assign = stubLocation("/es/loginAyantDroit");
    headerLogout();
    expect(window.localStorage.getItem(STORAGE_KEYS.connectedWithoutHabilitation)).toBeNull();
    expect(trip()).toMatchObject({ to: "/es/loginAyantDroit" });
    expect(assign).toHaveBeenCalledWith("/logout");
  });
});
