import { readEarly } from "../api/early-requests";
import { habilitationsSchema } from "../api/habilitations-schema";
import { HABILITATIONS_PATH, MES_DROITS_PATH } from "../api/session-paths";
import { habilitationState, signInRedirectFor } from "./habilitation";
import { STORAGE_KEYS } from "./storage-keys";

export interface EarlySessionDeps {
  /** TEST_USER_ID of the runtime configuration, once env.js has run. */
  readonly testUserId: string | undefined;
  readonly storage: Pick<Storage, "setItem">;
  readonly pathname: string;
}

/**
 * Whether spec 4's startup, read from the answers the page's entry asked for
 * (features/univers-marin/first-requests.ts), already lets the sub-application register, before
 * the app has run: the test user id stored, the rights answered, and a habilitation the app
 * would not send away from this page. Anything else (a failed call, a user the app will send to
 * sign in) is left to the app's startup (startup.ts), which registers it as before.
 */
export async function earlySessionLetsModuleRegister({ testUserId, storage, pathname }: EarlySessionDeps): Promise<boolean> {
  if (testUserId) storage.setItem(STORAGE_KEYS.testUserId, testUserId);
  const [rights, habilitations] = await Promise.all([readEarly(MES_DROITS_PATH), readEarly(HABILITATIONS_PATH)]);
  if (rights === undefined) return false;
  const list = habilitationsSchema.safeParse(habilitations);
  return list.success && signInRedirectFor(habilitationState(list.data), pathname) === null;
}
