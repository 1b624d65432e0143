import { STORAGE_KEYS } from "./storage-keys";

/**
 * The first step of spec 4's startup, in one place: the runtime configuration's test user id,
 * kept in local storage. The page's entry keeps it as soon as env.js has run, which both ways of
 * registering univers-marin wait for (its start's, features/univers-marin/early-session.ts, and the app's, startup.ts):
 * the module never registers before it is there.
 */
export function keepTestUserId(testUserId: string | undefined, storage: Pick<Storage, "setItem">): void {
  if (testUserId) storage.setItem(STORAGE_KEYS.testUserId, testUserId);
}
