import { clearUserStorage, logoutAndLeave } from "../api/logout";
import { localePrefix } from "../i18n/locales";
import { LOGOUT_PATH, ROUTES } from "../route-table/table";

/** The logout of spec point 4: the user's storage cleared, then GET /logout (a full navigation). */
export function logout(): void {
  logoutAndLeave();
}

export interface HeaderLogoutDeps {
  /**
   * Every logout's clearing of the user's storage (clearUserStorage): all of local storage,
   * the no-habilitation flag with it, and safe where the browser refuses storage.
   */
  readonly clearStorage: () => void;
  readonly fetch: typeof fetch;
  readonly pathname: string;
  readonly navigate: (url: string) => void;
}

/**
 * The header's own logout: the no-habilitation flag reset and the user's storage cleared, the server
 * session ended, then /loginAyantDroit rather than the backend's /login.
 */
export async function headerLogoutWith(deps: HeaderLogoutDeps): Promise<void> {
  deps.clearStorage();
  try {
    await deps.fetch(LOGOUT_PATH, { credentials: "same-origin" });
  } catch (error) {
    console.warn("[session] /logout could not be reached; leaving anyway", error);
  }
  deps.navigate(`${localePrefix(deps.pathname)}${ROUTES.loginAyantDroit.path}`);
}

export function headerLogout(): Promise<void> {
  return headerLogoutWith({
    clearStorage: clearUserStorage,
    fetch: (input, init) => window.fetch(input, init),
    pathname: window.location.pathname,
    navigate: (url) => window.location.assign(url),
  });
}
