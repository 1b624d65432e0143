import { localeFromPath, pathInLocale } from "../i18n/locales";
import { LOGOUT_PATH, ROUTES } from "../route-table/table";
import { rememberRoundTrip } from "./provider-round-trip";

function clear(storage: () => Storage, name: string): void {
  try {
    storage().clear();
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
  clear(() => window.localStorage, "local storage");
  clear(() => window.sessionStorage, "session storage");
}

export interface LeaveOptions {
  /** The sign-in page to end on, with its language prefix. */
  readonly to: string;
  /** The session's time limit ran out: the sign-in page says so. */
  readonly expired?: boolean;
}

/**
 * Every logout's last step: the user's storage cleared, the page to end on kept for the trip,
 * then the server logout address as a top-level navigation (spec point 4), so that the backend
 * can send the browser through the identity provider's end-session address, which a fetch
 * cannot follow (another origin, no CORS): a FranceConnect session left open signs the next
 * person on a shared computer straight back in as the last one.
 */
export function leaveThroughLogout(options: LeaveOptions): void {
  clearUserStorage();
  rememberRoundTrip(() => window.sessionStorage, options);
  window.location.assign(LOGOUT_PATH);
}

/** The sign-in page of the language of the page at pathname. */
export function signInPageInLanguageOf(pathname: string): string {
  return pathInLocale(ROUTES.login.path, localeFromPath(pathname));
}

/** The logout of spec point 4, ending on the sign-in page of the language the user was reading. */
export function logoutAndLeave(reason?: "expired"): void {
  leaveThroughLogout({ to: signInPageInLanguageOf(window.location.pathname), expired: reason === "expired" });
}
