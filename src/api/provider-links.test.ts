// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { linkTrip, watchProviderLinks } from "./provider-links";
import { ROUND_TRIP_KEY } from "./provider-round-trip";

describe("linkTrip", () => {
  it.each([
    ["/logout", "/en/plan-site", { kind: "logout", to: "/en/login" }],
    ["/logout", "/fr/mes-infos", { kind: "logout", to: "/login" }],
    ["/oauth2/authorization/fc", "/es/login", { kind: "sign-in", to: "/es/login" }],
    ["/oauth2/authorization/cer-agent", "/login-agent", { kind: "sign-in", to: "/login-agent" }],
    ["/oauth2/authorization/fc", "/en/mes-infos", null],
    ["/plan-site", "/en/login", null],
  ])("%s from %s", (link, page, expected) => {
    expect(linkTrip(link, page)).toEqual(expected);
  });
});

describe("watchProviderLinks", () => {
  let assign = vi.fn<(url: string) => void>();
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = "";
  });

  function page(pathname: string, html: string) {
    assign = vi.fn<(url: string) => void>();
    window.sessionStorage.clear();
    const location = { origin: window.location.origin, pathname, assign } as Partial<Location> as Location;
    vi.spyOn(window, "location", "get").mockReturnValue(location);
    document.body.innerHTML = html;
    const win = {
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
      location,
      document,
      sessionStorage: window.sessionStorage,
    } as Partial<Window> as Window;
    stop = watchProviderLinks(win);
  }

  it("a plain link to /logout clears the user's storage, keeps the sign-in page of the language and leaves through /logout", async () => {
    window.localStorage.setItem("portail-marin.testUserId", "u1");
    page("/en/plan-site", '<a href="/logout" id="out">Log out</a>');
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    document.getElementById("out")?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // Every logout's one way out waits for what ends with the session first (api/logout.ts).
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/logout"));
    expect(window.localStorage.length).toBe(0);
    expect(JSON.parse(window.sessionStorage.getItem(ROUND_TRIP_KEY) ?? "{}")).toMatchObject({ to: "/en/login" });
  });

  it("a sign-in link keeps the sign-in page and lets the browser go", () => {
    page("/es/loginAyantDroit", '<a href="/oauth2/authorization/fc-ayant-droit" id="in">FranceConnect</a>');
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    document.getElementById("in")?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(JSON.parse(window.sessionStorage.getItem(ROUND_TRIP_KEY) ?? "{}")).toMatchObject({ to: "/es/loginAyantDroit" });
  });

  it("leaves alone a link the app handles, or one opened in another tab", () => {
    page("/en/mes-infos", '<a href="/logout" id="handled">Log out</a><a href="/logout" target="_blank" id="tab">Log out</a>');
    document.getElementById("handled")?.addEventListener("click", (event) => event.preventDefault());
    document.getElementById("handled")?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    document.getElementById("tab")?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    document.getElementById("handled")?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(assign).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(ROUND_TRIP_KEY)).toBeNull();
  });
});
