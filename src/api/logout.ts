import { LOGOUT_PATH } from "../route-table/table";
import { afterLogoutPath } from "./policies";

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

/**
 * The logout of spec point 4: the user's storage cleared, then the server logout address, asked
 * by fetch rather than navigated to, so that the user lands on the sign-in page of the
 * language they were reading, not the backend's French /login (afterLogoutPath).
 */
export function logoutAndLeave(): void {
  const { pathname } = window.location;
  clearUserStorage();
  void window
    .fetch(LOGOUT_PATH, { credentials: "same-origin" })
    .then((response) => window.location.assign(afterLogoutPath(pathname, new URL(response.url, window.location.origin).pathname)))
    // Unreachable: the browser goes itself, as before, rather than pretend the session has ended.
    .catch(() => window.location.assign(LOGOUT_PATH));
}
