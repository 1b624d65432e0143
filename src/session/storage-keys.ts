/**
 * What the session keeps in localStorage. Logout clears all of local storage (spec point 4),
 * so nothing else of the portal may rely on surviving it.
 */
export const STORAGE_KEYS = {
  /** TEST_USER_ID from the runtime configuration, stored at startup (spec point 4). */
  testUserId: "portail-marin.testUserId",
  /** "true" while the user is connected without habilitation (empty habilitations list). */
  connectedWithoutHabilitation: "portail-marin.connecteSansHabilitation",
} as const;
