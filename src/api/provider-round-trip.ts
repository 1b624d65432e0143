import { z } from "zod/mini";
import { isLoginPage, readCookie } from "./policies";
import { ROUTES } from "../route-table/table";

/**
 * What the shell carries across a trip through the backend and an identity provider. Those
 * send the browser back to fixed addresses: Spring's `/` after a sign-in (nginx sends it on to
 * the seafarer home), `/login` after a failure or a logout (the one post-logout address
 * registered with FranceConnect and Cerbère). The page the user should land on (their
 * language, /loginAyantDroit after the header's logout, /login-agent for an agent) is kept in
 * this tab's session storage and in a cookie before leaving, and read by the next page's entry.
 */
export const ROUND_TRIP_KEY = "portail-marin.retour";

/** A sign-in at FranceConnect can take a few minutes (identity provider, second factor); a trip older than this was abandoned. */
export const ROUND_TRIP_MAX_AGE_MS = 15 * 60_000;

/** The search parameter through which a sign-in page learns that the session ended by itself. */
export const SESSION_NOTICE_PARAM = "session";
export const SESSION_EXPIRED = "expiree";
/** The session ended in another tab, or another person's began there (session/follow-session.ts). */
export const SESSION_ENDED = "terminee";

/**
 * The trip's cookie, of the portal's own, for the same quarter of an hour: what a browser that
 * refuses storage has, and what outdates an older copy of session storage. Without it, Spring's
 * fallback after a logout with no session (`/`, the seafarer home, where a 401 logs out again)
 * would send a browser that refuses storage round in a loop.
 */
export const ROUND_TRIP_COOKIE = "portail-marin-retour";

/** The backend's answers the sign-in page reads (spec point 8's errorId, Spring's ?error). */
const CARRIED_PARAMS = ["error", "errorId"] as const;

/** Where the backend and the providers send the browser back to, without language prefix. */
const LANDINGS: ReadonlySet<string> = new Set([ROUTES.login.path, ROUTES.home.path]);

const roundTripSchema = z.object({
  to: z.string(),
  at: z.number(),
  expired: z.optional(z.boolean()),
  tab: z.optional(z.string()),
});

/** This tab's name in its session storage, given at its first page: a trip's cookie is followed only by the tab that kept it. */
export const TAB_KEY = "portail-marin.onglet";

export interface RoundTrip {
  /** A sign-in page, with its language prefix. */
  readonly to: string;
  readonly at: number;
  /** The logout is the session's time limit running out: the sign-in page says so. */
  readonly expired?: boolean;
  /** The tab that kept it (TAB_KEY), where the browser keeps session storage. */
  readonly tab?: string;
}

export interface Landing {
  readonly pathname: string;
  readonly search: string;
}

function parse(stored: string): RoundTrip | null {
  try {
    const record = roundTripSchema.safeParse(JSON.parse(stored));
    return record.success ? record.data : null;
  } catch {
    return null;
  }
}

/**
 * The address to go on to from the page the browser landed on, or null to stay. Only a landing
 * page follows a trip, only to a sign-in page of this origin, and only a recent one: whatever
 * else is in storage (another tab's script, an old trip) leads nowhere.
 */
export function destinationAfterRoundTrip(stored: string | null, landing: Landing, now: number): string | null {
  if (stored === null || !LANDINGS.has(landing.pathname)) return null;
  const trip = parse(stored);
  if (!trip || now - trip.at > ROUND_TRIP_MAX_AGE_MS || trip.at > now) return null;
  if (!trip.to.startsWith("/") || trip.to.startsWith("//") || !isLoginPage(trip.to)) return null;
  const landed = new URLSearchParams(landing.search);
  const params = new URLSearchParams();
  for (const name of CARRIED_PARAMS) {
    const value = landed.get(name);
    if (value !== null) params.set(name, value);
  }
  if (trip.expired) params.set(SESSION_NOTICE_PARAM, SESSION_EXPIRED);
  const search = params.toString();
  const target = search === "" ? trip.to : `${trip.to}?${search}`;
  return target === `${landing.pathname}${landing.search}` ? null : target;
}

/** The tab's session storage, and the page's cookies for a browser that refuses storage. */
export interface TripKeeper {
  readonly sessionStorage: () => Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** document.cookie's two sides. */
  readonly readCookies: () => string;
  readonly writeCookie: (cookie: string) => void;
  /** The page is served over https: the cookie is Secure. */
  readonly secure: boolean;
}

function tripCookie(keeper: TripKeeper, value: string, maxAgeSeconds: number): string {
  return `${ROUND_TRIP_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${keeper.secure ? "; Secure" : ""}`;
}

/**
 * Kept for the next page of this tab, in its session storage and in a short-lived cookie: Chromium,
 * with its back/forward cache on, can give the page that ends a trip through the provider an
 * older copy of the tab's session storage (docs/cross-engine.md), and a browser that refuses
 * storage has only the cookie.
 */
export function rememberRoundTrip(keeper: TripKeeper, trip: Omit<RoundTrip, "at" | "tab">, now = Date.now()): void {
  const stored = JSON.stringify({ ...trip, at: now, tab: tabName(keeper) });
  keeper.writeCookie(tripCookie(keeper, stored, ROUND_TRIP_MAX_AGE_MS / 1000));
  try {
    keeper.sessionStorage().setItem(ROUND_TRIP_KEY, stored);
  } catch {
    // Refused: the cookie carries it.
  }
}

/** This tab's name, given once; undefined where the browser refuses storage. */
function tabName(keeper: TripKeeper): string | undefined {
  try {
    const storage = keeper.sessionStorage();
    const name = storage.getItem(TAB_KEY) ?? Math.random().toString(36).slice(2);
    storage.setItem(TAB_KEY, name);
    return name;
  } catch {
    return undefined;
  }
}

/** Clears the tab's session storage but its name, which is the tab's, not the user's: the trip kept next is still this tab's. */
export function clearKeepingTabName(storage: Storage): void {
  const name = storage.getItem(TAB_KEY);
  storage.clear();
  if (name !== null) storage.setItem(TAB_KEY, name);
}

/**
 * Of two kept trips, the one kept last: an older copy of session storage loses to the cookie. The
 * cookie is the browser's, not the tab's: another tab's trip in it is not this tab's to follow.
 */
function latest(stored: string | null, cookie: string | null, tab: string | undefined): string | null {
  const trip = (kept: string | null) => (kept === null ? null : parse(kept));
  const fromCookie = trip(cookie);
  if (fromCookie === null || (tab !== undefined && fromCookie.tab !== tab)) return stored;
  return fromCookie.at > (trip(stored)?.at ?? -Infinity) ? cookie : stored;
}

/** The trip kept, wherever it is, and gone from there: it ends at this page whatever it is. */
function takeRoundTrip(keeper: TripKeeper): string | null {
  let stored: string | null = null;
  try {
    const storage = keeper.sessionStorage();
    stored = storage.getItem(ROUND_TRIP_KEY);
    storage.removeItem(ROUND_TRIP_KEY);
  } catch {
    // Refused: the cookie below, if the last page kept one.
  }
  const cookie = readCookie(keeper.readCookies(), ROUND_TRIP_COOKIE);
  const tab = tabName(keeper);
  if (cookie === undefined) return stored;
  // Another tab's trip stays for that tab.
  const owner = parse(cookie)?.tab;
  if (tab === undefined || owner === undefined || owner === tab) keeper.writeCookie(tripCookie(keeper, "", 0));
  return latest(stored, cookie, tab);
}

/**
 * The trip is over without a page having ended it: the page that started it is back from the
 * back/forward cache. Chromium may give that page its own copy of session storage, still
 * holding the trip, which a sign-in page it then goes to would follow.
 */
export function forgetRoundTrip(keeper: TripKeeper): void {
  takeRoundTrip(keeper);
}

export interface RoundTripBrowser extends TripKeeper {
  readonly location: Landing;
  /** Another page: the exported HTML is the landing page's, in its language. */
  readonly replace: (url: string) => void;
  /** The same page with other parameters: no need to load it again. */
  readonly replaceState: (url: string) => void;
}

/**
 * Read once by the entry of every page, before anything else starts: the trip is over whatever
 * page this is. True when the browser is leaving for the page the trip was meant to end on.
 */
export function followRoundTrip(browser: RoundTripBrowser, now = Date.now()): boolean {
  const target = destinationAfterRoundTrip(takeRoundTrip(browser), browser.location, now);
  if (target === null) return false;
  if (new URL(target, "http://portail.invalid").pathname === browser.location.pathname) {
    browser.replaceState(target);
    return false;
  }
  browser.replace(target);
  return true;
}

/** The page's own storage and cookies. */
export function tripKeeperOf(win: Window): TripKeeper {
  return {
    sessionStorage: () => win.sessionStorage,
    readCookies: () => win.document.cookie,
    writeCookie: (cookie) => {
      win.document.cookie = cookie;
    },
    secure: win.location.protocol === "https:",
  };
}
