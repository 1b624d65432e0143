import { describe, expect, it, vi } from "vitest";
import { headerLogoutWith, logout } from "./logout";
import { clearUserStorage } from "../api/logout";
import { STORAGE_KEYS } from "./storage-keys";

const urlOf = (input: RequestInfo | URL): string => (typeof input === "string" ? input : input instanceof URL ? input.href : input.url);

describe("logout", () => {
  /** The page the user is on, and GET /logout answering after `landed` (where its redirect led), or failing. */
  function stubBrowser(pathname: string, landed: string | Error) {
    const assign = vi.fn<(url: string) => void>();
    vi.spyOn(window, "location", "get").mockReturnValue({
      assign,
      pathname,
      origin: "https://portail.example",
    } as Partial<Location> as Location);
    const fetch = vi
      .spyOn(window, "fetch")
      .mockImplementation(() =>
        landed instanceof Error ? Promise.reject(landed) : Promise.resolve({ url: `https://portail.example${landed}` } as Response),
      );
    return { assign, fetch };
  }

  it("clears local storage and this tab's session storage, asks /logout, then the sign-in page of the page's language", async () => {
    window.localStorage.setItem(STORAGE_KEYS.testUserId, "u1");
    window.sessionStorage.setItem("portail-marin.inscription.numMarin", "12345678");
    const { assign, fetch } = stubBrowser("/en/mes-infos", "/login");
    logout();
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(fetch).toHaveBeenCalledWith("/logout", { credentials: "same-origin" });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/en/login"));
  });

  it("still leaves where the browser refuses storage", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    const { assign } = stubBrowser("/mes-infos", "/login");
    logout();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/login"));
    expect(warn).toHaveBeenCalledWith("[logout] local storage could not be cleared", expect.any(DOMException));
  });

  it("lands on nginx's error page when the backend is down", async () => {
    const { assign } = stubBrowser("/es/mes-infos", "/es/error/503");
    logout();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/es/error/503"));
  });

  it("goes to /logout itself when it cannot be asked", async () => {
    const { assign } = stubBrowser("/es/mes-infos", new TypeError("Failed to fetch"));
    logout();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/logout"));
  });
});

describe("the header's own logout", () => {
  it.each([
    ["/en/login", "/en/loginAyantDroit"],
    ["/loginAyantDroit", "/loginAyantDroit"],
    ["/es/mes-infos", "/es/loginAyantDroit"],
  ])("from %s resets the flag, ends the server session and goes to %s", async (pathname, target) => {
    const calls: string[] = [];
    const clearStorage = vi.fn(() => calls.push("clear"));
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      calls.push(`fetch ${urlOf(input)}`);
      return new Response("");
    });
    const navigate = vi.fn((url: string) => calls.push(`go ${url}`));
    await headerLogoutWith({ clearStorage, fetch: fetchMock, pathname, navigate });
    expect(calls).toEqual(["clear", "fetch /logout", `go ${target}`]);
  });

  it("resets the no-habilitation flag through the clearing every logout goes through", async () => {
    window.localStorage.setItem(STORAGE_KEYS.connectedWithoutHabilitation, "true");
    await headerLogoutWith({
      clearStorage: clearUserStorage,
      fetch: vi.fn<typeof fetch>(async () => new Response("")),
      pathname: "/fr/login",
      navigate: vi.fn(),
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.connectedWithoutHabilitation)).toBeNull();
  });

  it("still leaves when /logout cannot be reached", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const navigate = vi.fn<(url: string) => void>();
    await headerLogoutWith({
      clearStorage: vi.fn(),
      fetch: vi.fn<typeof fetch>(async () => Promise.reject(new TypeError("offline"))),
      pathname: "/login",
      navigate,
    });
    expect(navigate).toHaveBeenCalledWith("/loginAyantDroit");
  });
});
