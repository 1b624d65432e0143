import { LOGOUT_PATH, logoutAndLeave } from "../api/logout";
import { localePrefix } from "../i18n/locales";
import { STORAGE_KEYS } from "./storage-keys";

/** The logout of spec point 4: local storage cleared, then GET /logout (a full navigation). */
export function logout(): void {
  logoutAndLeave();
}

export interface HeaderLogoutDeps {
  readonly storage: Pick<Storage, "removeItem" | "clear">;
  readonly fetch: typeof fetch;
  readonly pathname: string;
  readonly navigate: (url: string) => void;
}

/**
 * The header's own logout: the no-habilitation flag reset and storage cleared, the server
 * session ended, then /loginAyantDroit rather than the backend's /login.
 */
export async function headerLogoutWith(deps: HeaderLogoutDeps): Promise<void> {
  deps.storage.removeItem(STORAGE_KEYS.connectedWithoutHabilitation);
  deps.storage.clear();
  try {
    await deps.fetch(LOGOUT_PATH, { credentials: "same-origin" });
  } catch (error) {
    console.warn("[session] /logout could not be reached; leaving anyway", error);
  }
  deps.navigate(`${localePrefix(deps.pathname)}/loginAyantDroit`);
}

export function headerLogout(): Promise<void> {
  return headerLogoutWith({
    storage: window.localStorage,
    fetch: (input, init) => window.fetch(input, init),
    pathname: window.location.pathname,
    navigate: (url) => window.location.assign(url),
  });
}
