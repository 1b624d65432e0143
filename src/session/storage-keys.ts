/**
 * What the session keeps in localStorage. Logout clears all of local storage (spec point 4),
 * so nothing else of the portal may rely on surviving it.
 */
export const STORAGE_KEYS = {
  /** TEST_USER_ID from the runtime configuration, kept as the page starts (spec point 4, test-user-id.ts). */
  testUserId: "portail-marin.testUserId",
  /** "true" while the user is connected without habilitation (empty habilitations list). */
  connectedWithoutHabilitation: "portail-marin.connecteSansHabilitation",
  /**
   * The digest of the session the browser's tabs show (session-fingerprint.ts). Every logout
   * clears it with the rest: a page brought back from history that finds it gone or changed
   * knows its session is over (follow-session.ts).
   */
  session: "portail-marin.session",
} as const;
