/** The server logout address (DESIGN.md): a full navigation, proxied to the backend. */
export const LOGOUT_PATH = "/logout";

/** The logout of spec point 4: local storage cleared, then the server logout address. */
export function logoutAndLeave(): void {
  window.localStorage.clear();
  window.location.assign(LOGOUT_PATH);
}
