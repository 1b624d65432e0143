import { describe, expect, it, vi } from "vitest";
import { headerLogoutWith, logout } from "./logout";
import { STORAGE_KEYS } from "./storage-keys";

const urlOf = (input: RequestInfo | URL): string => (typeof input === "string" ? input : input instanceof URL ? input.href : input.url);

describe("logout", () => {
  it("clears local storage, then loads /logout", () => {
    window.localStorage.setItem(STORAGE_KEYS.testUserId, "u1");
    const assign = vi.fn<(url: string) => void>();
    vi.spyOn(window, "location", "get").mockReturnValue({ assign } as Partial<Location> as Location);
    logout();
    expect(window.localStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith("/logout");
  });
});

describe("the header's own logout", () => {
  it.each([
    ["/en/login", "/en/loginAyantDroit"],
    ["/loginAyantDroit", "/loginAyantDroit"],
    ["/es/mes-infos", "/es/loginAyantDroit"],
  ])("from %s resets the flag, ends the server session and goes to %s", async (pathname, target) => {
    const calls: string[] = [];
    const storage = {
      removeItem: vi.fn((key: string) => calls.push(`remove ${key}`)),
      clear: vi.fn(() => calls.push("clear")),
    };
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      calls.push(`fetch ${urlOf(input)}`);
      return new Response("");
    });
    const navigate = vi.fn((url: string) => calls.push(`go ${url}`));
    await headerLogoutWith({ storage, fetch: fetchMock, pathname, navigate });
    expect(calls).toEqual([`remove ${STORAGE_KEYS.connectedWithoutHabilitation}`, "clear", "fetch /logout", `go ${target}`]);
  });

  it("still leaves when /logout cannot be reached", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const navigate = vi.fn<(url: string) => void>();
    await headerLogoutWith({
      storage: { removeItem: vi.fn(), clear: vi.fn() },
      fetch: vi.fn<typeof fetch>(async () => Promise.reject(new TypeError("offline"))),
      pathname: "/login",
      navigate,
    });
    expect(navigate).toHaveBeenCalledWith("/loginAyantDroit");
  });
});
