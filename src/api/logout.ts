import { getConfig } from "../config/config";
import { localeFromPath, pathInLocale } from "../i18n/locales";
import { LOGOUT_PATH, ROUTES } from "../route-table/table";
import { closeMedicalPortalSession, loadHiddenFrameIn, medicalHandOffUsed } from "./medical-portal-logout";
import {
  SESSION_ENDED,
  SESSION_EXPIRED,
  SESSION_NOTICE_PARAM,
  clearKeepingTabName,
  forgetRoundTrip,
  rememberRoundTrip,
  tripKeeperOf,
} from "./provider-round-trip";
import { sessionSignalsOfPage } from "./session-signals";
import { tellSubApplicationsOfSignOut } from "./sub-application-sign-out";

function clear(clearIt: () => void, name: string): void {
  try {
    clearIt();
  } catch (error) {
    // A browser that refuses storage throws on access: the logout must go on regardless.
    console.warn(`[logout] ${name} could not be cleared`, error);
  }
}

/**
 * What the portal keeps of the user in this browser, gone: local storage (spec point 4) and
 * this tab's session storage, which holds drafts of what the user typed (the registration's
 * number). Every logout goes through here, so the next person on a shared phone finds nothing.
 */
export function clearUserStorage(): void {
  clear(() => window.localStorage.clear(), "local storage");
  clear(() => clearKeepingTabName(window.sessionStorage), "session storage");
}

export interface LeaveOptions {
  /** The sign-in page to end on, with its language prefix. */
  readonly to: string;
  /** The session's time limit ran out: the sign-in page says so. */
  readonly expired?: boolean;
  /**
   * "Oui" on /mes-infos (spec point 2.4): the medical portal's logout page is loaded even when
   * this browser never used the hand-off. Every other logout loads it only when it did.
   */
  readonly closeMedicalPortal?: boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const warn = (message: string) => console.warn(message);

let leaving: Promise<void> | undefined;

/** This page has started its logout: what follows the session (session/follow-session.ts) leaves it to it. */
export function isLeavingThroughLogout(): boolean {
  return leaving !== undefined;
}

/** What must end with the portal's session before the browser leaves: the medical portal's, the sub-applications' data. */
async function endWhatFollowsTheSession(closeMedicalPortal: boolean): Promise<void> {
  await Promise.all([
    closeMedicalPortal
      ? closeMedicalPortalSession({
          medicalLogoutUrl: getConfig().MEDICAL_PORTAL_LOGOUT_URL,
          loadHiddenFrame: loadHiddenFrameIn(document),
          wait,
          log: warn,
        })
      : undefined,
    tellSubApplicationsOfSignOut(window, wait, warn),
  ]);
}

async function leave(options: LeaveOptions): Promise<void> {
  // A page the back/forward cache brings back is live again, and may log out again; the trip it
  // started is over.
  window.addEventListener(
    "pageshow",
    (event) => {
      if (!event.persisted) return;
      leaving = undefined;
      forgetRoundTrip(tripKeeperOf(window));
    },
    { once: true },
  );
  await endWhatFollowsTheSession(options.closeMedicalPortal === true || medicalHandOffUsed(() => window.localStorage));
  clearUserStorage();
  // Told once the server session is about to end, so that a tab leaving for its sign-in page
  // finds nobody there rather than the session still open for a moment.
  sessionSignalsOfPage().announce({ kind: "signed-out" });
  if (!navigator.cookieEnabled) {
    // No cookie, no session at the backend or the provider to end: straight to the sign-in page.
    window.location.assign(options.expired ? `${options.to}?${SESSION_NOTICE_PARAM}=${SESSION_EXPIRED}` : options.to);
    return;
  }
  rememberRoundTrip(tripKeeperOf(window), options);
  window.location.assign(LOGOUT_PATH);
}

/**
 * Every logout's one way out: the medical portal's session and the sub-applications' data
 * ended, the user's storage cleared, the user's other tabs told, the page to end on kept for
 * the trip, then the server logout address as a top-level navigation (spec point 4), so that
 * the backend can send the browser through the identity provider's end-session address, which a
 * fetch cannot follow (another origin, no CORS): a FranceConnect session left open signs the
 * next person on a shared computer straight back in as the last one. Once per page.
 */
export function leaveThroughLogout(options: LeaveOptions): Promise<void> {
  leaving ??= leave(options);
  return leaving;
}

/** The sign-in page of the language of the page at pathname. */
export function signInPageInLanguageOf(pathname: string): string {
  return pathInLocale(ROUTES.login.path, localeFromPath(pathname));
}

/** Where a tab whose session ended elsewhere goes: its language's sign-in page, which says so. */
export function sessionEndedPage(pathname: string): string {
  return `${signInPageInLanguageOf(pathname)}?${SESSION_NOTICE_PARAM}=${SESSION_ENDED}`;
}

/** The logout of spec point 4, ending on the sign-in page of the language the user was reading. */
export function logoutAndLeave(reason?: "expired"): void {
  void leaveThroughLogout({ to: signInPageInLanguageOf(window.location.pathname), expired: reason === "expired" });
}
