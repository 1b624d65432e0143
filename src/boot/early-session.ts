import { HABILITATIONS_PATH, MES_DROITS_PATH } from "../api/session-paths";
import { FAILED, judgeSession } from "../session/judgement";
import { STORAGE_KEYS } from "../session/storage-keys";
import type { EarlyAnswers } from "./early-answers";

export interface EarlySessionDeps {
  /** TEST_USER_ID of the runtime configuration, once env.js has run. */
  readonly testUserId: string | undefined;
  /** localStorage, which a browser may refuse (it then throws). */
  readonly storage: () => Pick<Storage, "setItem">;
  readonly pathname: string;
  readonly early: Pick<EarlyAnswers, "read">;
}

/**
 * Whether the answers the page's entry asked for (module-page-requests.ts) already let the
 * sub-application register, before the app has run: the test user id stored first, then the
 * session's judgement. What it leaves (a failed call, a user the app will send to sign in) the
 * app's startup (session/startup.ts) registers as on any page.
 */
export async function earlySessionLetsModuleRegister({ testUserId, storage, pathname, early }: EarlySessionDeps): Promise<boolean> {
  try {
    if (testUserId) storage().setItem(STORAGE_KEYS.testUserId, testUserId);
  } catch {
    // A browser that refuses storage: the mark is a convenience, the page goes on without it.
  }
  const [rights, habilitations] = await Promise.all([early.read(MES_DROITS_PATH), early.read(HABILITATIONS_PATH)]);
  return judgeSession({ rights: rights ?? FAILED, habilitations: habilitations ?? FAILED }).mayRegisterBeforeAppOn(pathname);
}
