// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import {
  ROUND_TRIP_KEY,
  ROUND_TRIP_MAX_AGE_MS,
  type RoundTripBrowser,
  TAB_KEY,
  type TripKeeper,
  destinationAfterRoundTrip,
  followRoundTrip,
  rememberRoundTrip,
} from "./provider-round-trip";

const NOW = 1_800_000_000_000;
const trip = (to: string, extra: Record<string, unknown> = {}) => JSON.stringify({ to, at: NOW - 60_000, ...extra });
const at = (pathname: string, search = "") => ({ pathname, search });

describe("destinationAfterRoundTrip", () => {
  it.each([
    [
      "a sign-in, Spring's / sent on home by nginx",
      trip("/en/loginAyantDroit"),
      at("/univers-marin/pmr/accueil-pmr"),
      "/en/loginAyantDroit",
    ],
    ["a logout back from the provider's end-session", trip("/es/login"), at("/login", "?state=k3Jd"), "/es/login"],
    ["the header's logout", trip("/fr/loginAyantDroit"), at("/login", "?state=k3Jd"), "/fr/loginAyantDroit"],
    ["a sign-in failure carries Spring's error", trip("/en/login"), at("/login", "?error=access_denied"), "/en/login?error=access_denied"],
    ["a refusal carries the backend's errorId", trip("/login-agent"), at("/login", "?errorId=1"), "/login-agent?errorId=1"],
    ["the French /login drops the provider's state", trip("/login"), at("/login", "?state=errorId%3D3"), "/login"],
    ["an expired session says so", trip("/en/login", { expired: true }), at("/login", "?state=x"), "/en/login?session=expiree"],
  ])("%s", (_, stored, landing, expected) => {
    expect(destinationAfterRoundTrip(stored, landing, NOW)).toBe(expected);
  });

  it("stays where the page already is", () => {
    expect(destinationAfterRoundTrip(trip("/login"), at("/login"), NOW)).toBeNull();
  });

  it.each([
    ["no trip", null, at("/login", "?state=x")],
    ["a page that is not a landing", trip("/en/login"), at("/en/mes-infos")],
    ["a prefixed page is not where the backend lands", trip("/en/login"), at("/fr/login")],
    ["an abandoned trip", JSON.stringify({ to: "/en/login", at: NOW - ROUND_TRIP_MAX_AGE_MS - 1 }), at("/login")],
    ["a trip from the future", JSON.stringify({ to: "/en/login", at: NOW + 60_000 }), at("/login")],
    ["another origin", trip("https://phishing.example/login"), at("/login")],
    ["a scheme-relative address", trip("//phishing.example/login"), at("/login")],
    ["a page that is not a sign-in page", trip("/en/mes-infos"), at("/login")],
    ["script", trip("javascript:alert(1)"), at("/login")],
    ["not JSON", "{to: /en/login", at("/login")],
    ["another shape", JSON.stringify({ to: 42, at: "now" }), at("/login")],
  ])("leads nowhere: %s", (_, stored, landing) => {
    expect(destinationAfterRoundTrip(stored, landing, NOW)).toBeNull();
  });
});

/** A cookie jar as document.cookie is: writes of "name=value; attributes", reads of "name=value; …". */
function cookieJar() {
  const jar = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    readCookies: () => [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
    writeCookie: (cookie: string) => {
      written.push(cookie);
      const [pair = ""] = cookie.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/Max-Age=0(;|$)/.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

const keeper = (): TripKeeper => ({ sessionStorage: () => window.sessionStorage, ...cookieJar(), secure: false });

const refusing = (): Storage => {
  throw new DOMException("denied", "SecurityError");
};

function browser(
  pathname: string,
  search = "",
): RoundTripBrowser & { replace: ReturnType<typeof vi.fn>; replaceState: ReturnType<typeof vi.fn> } {
  return {
    ...keeper(),
    location: { pathname, search },
    replace: vi.fn<(url: string) => void>(),
    replaceState: vi.fn<(url: string) => void>(),
  };
}

describe("followRoundTrip", () => {
  it("goes on to another page, and the trip is over", () => {
    rememberRoundTrip(keeper(), { to: "/en/loginAyantDroit" }, NOW - 1000);
    const b = browser("/univers-marin/pmr/accueil-pmr");
    expect(followRoundTrip(b, NOW)).toBe(true);
    expect(b.replace).toHaveBeenCalledWith("/en/loginAyantDroit");
    expect(window.sessionStorage.getItem(ROUND_TRIP_KEY)).toBeNull();
  });

  it("only rewrites the address when the page is the same one", () => {
    rememberRoundTrip(keeper(), { to: "/login", expired: true }, NOW - 1000);
    const b = browser("/login", "?state=abc");
    expect(followRoundTrip(b, NOW)).toBe(false);
    expect(b.replaceState).toHaveBeenCalledWith("/login?session=expiree");
    expect(b.replace).not.toHaveBeenCalled();
  });

  it("ends a trip on any page, so that an abandoned one never leads anywhere later", () => {
    rememberRoundTrip(keeper(), { to: "/en/login" }, NOW - 1000);
    expect(followRoundTrip(browser("/en/login"), NOW)).toBe(false);
    const later = browser("/login", "?error");
    expect(followRoundTrip(later, NOW)).toBe(false);
    expect(later.replace).not.toHaveBeenCalled();
  });

  it("stays put where the browser refuses storage and no cookie was kept", () => {
    const b = { ...browser("/login"), sessionStorage: refusing };
    expect(followRoundTrip(b, NOW)).toBe(false);
  });

  it("keeps the trip in a short-lived cookie where the browser refuses storage, and ends it there", () => {
    const jar = cookieJar();
    rememberRoundTrip({ sessionStorage: refusing, ...jar, secure: true }, { to: "/es/login" }, NOW - 1000);
    expect(jar.written[0]).toMatch(/^portail-marin-retour=[^;]+; Path=\/; Max-Age=900; SameSite=Lax; Secure$/);
    // Spring's fallback after a logout with no session: `/`, which nginx sends to the seafarer home.
    const b = { ...browser("/univers-marin/pmr/accueil-pmr"), sessionStorage: refusing, ...jar };
    expect(followRoundTrip(b, NOW)).toBe(true);
    expect(b.replace).toHaveBeenCalledWith("/es/login");
    expect(jar.written.at(-1)).toMatch(/^portail-marin-retour=; Path=\/; Max-Age=0;/);
    expect(followRoundTrip({ ...browser("/univers-marin/pmr/accueil-pmr"), sessionStorage: refusing, ...jar }, NOW)).toBe(false);
  });

  it("keeps the trip in the cookie too, and the cookie's newer trip wins over an older copy of session storage", () => {
    const jar = cookieJar();
    // Chromium with its back/forward cache: the page that ends the trip reads the tab's session
    // storage as it was before an earlier trip, while the cookie has the trip just kept.
    window.sessionStorage.setItem(ROUND_TRIP_KEY, JSON.stringify({ to: "/fr/login", at: NOW - 60_000 }));
    rememberRoundTrip({ sessionStorage: () => window.sessionStorage, ...jar, secure: false }, { to: "/fr/loginAyantDroit" }, NOW - 1000);
    window.sessionStorage.setItem(ROUND_TRIP_KEY, JSON.stringify({ to: "/fr/login", at: NOW - 60_000 }));
    expect(jar.written[0]).toMatch(/^portail-marin-retour=[^;]+; Path=\/; Max-Age=900; SameSite=Lax$/);
    const b = { ...browser("/login", "?state=abc"), ...jar };
    expect(followRoundTrip(b, NOW)).toBe(true);
    expect(b.replace).toHaveBeenCalledWith("/fr/loginAyantDroit");
    expect(window.sessionStorage.getItem(ROUND_TRIP_KEY)).toBeNull();
    expect(jar.written.at(-1)).toMatch(/^portail-marin-retour=; Path=\/; Max-Age=0;/);
  });

  it("leaves another tab's trip in the cookie to that tab: a tab sent to its sign-in page follows none", () => {
    const jar = cookieJar();
    window.sessionStorage.setItem(TAB_KEY, "other-tab");
    rememberRoundTrip({ sessionStorage: () => window.sessionStorage, ...jar, secure: false }, { to: "/fr/loginAyantDroit" }, NOW - 1000);
    window.sessionStorage.clear();
    const b = { ...browser("/login", "?session=terminee"), ...jar };
    expect(followRoundTrip(b, NOW)).toBe(false);
    expect(b.replace).not.toHaveBeenCalled();
    expect(jar.readCookies()).toContain("portail-marin-retour=");
  });

  it("keeps session storage's trip when it is the newer one (the cookie left by another tab's older trip)", () => {
    const jar = cookieJar();
    rememberRoundTrip({ sessionStorage: refusing, ...jar, secure: false }, { to: "/es/login" }, NOW - 5000);
    window.sessionStorage.setItem(ROUND_TRIP_KEY, JSON.stringify({ to: "/en/login-agent", at: NOW - 1000 }));
    const b = { ...browser("/login"), ...jar };
    expect(followRoundTrip(b, NOW)).toBe(true);
    expect(b.replace).toHaveBeenCalledWith("/en/login-agent");
  });

  it("reads no cookie that is not a trip: another value leads nowhere", () => {
    const jar = cookieJar();
    jar.writeCookie(`portail-marin-retour=${encodeURIComponent(JSON.stringify({ to: "https://phishing.example/login", at: NOW }))}`);
    const b = { ...browser("/login"), sessionStorage: refusing, ...jar };
    expect(followRoundTrip(b, NOW)).toBe(false);
    expect(b.replace).not.toHaveBeenCalled();
  });
});
