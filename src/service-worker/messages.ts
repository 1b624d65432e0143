/** What the page sends a waiting worker when the user accepts the new release. */
export const SKIP_WAITING = "portal:skip-waiting";
