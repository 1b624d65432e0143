import { leaveThroughLogout, logoutAndLeave, signInPageInLanguageOf } from "../api/logout";
import { localePrefix } from "../i18n/locales";
import { ROUTES } from "../route-table/table";

/**
 * The logout of spec point 4: the user's storage cleared, then GET /logout (a full navigation),
 * ending on the sign-in page of the page's language; "expired" when the session's time limit ran out.
 */
export function logout(reason?: "expired"): void {
  logoutAndLeave(reason);
}

/** Where the header's own logout ends (spec point 4): /loginAyantDroit, in the page's language prefix. */
export function headerLogoutDestination(pathname: string): string {
  return `${localePrefix(pathname)}${ROUTES.loginAyantDroit.path}`;
}

/**
 * The header's own logout: the no-habilitation flag reset with the rest of the user's storage
 * (every logout clears it all), the server session ended, then /loginAyantDroit rather than /login.
 */
export function headerLogout(): void {
  void leaveThroughLogout({ to: headerLogoutDestination(window.location.pathname) });
}

/** "Oui" on /mes-infos (spec point 2.4): the medical portal's hidden logout page first, always, then the logout. */
export function accountLogout(): void {
  void leaveThroughLogout({ to: signInPageInLanguageOf(window.location.pathname), closeMedicalPortal: true });
}
