import { HABILITATIONS_PATH, MES_DROITS_PATH } from "../api/session-paths";
import { FAILED, judgeSession } from "../session/judgement";
import type { EarlyAnswers } from "./early-answers";

export interface EarlySessionDeps {
  readonly pathname: string;
  readonly early: Pick<EarlyAnswers, "read">;
}

/**
 * Whether the answers the page's entry asked for (module-page-requests.ts) already let the
 * sub-application register, before the app has run, as the session's judgement has it. What it
 * leaves (a failed call, a user the app will send to sign in) the app's startup
 * (session/startup.ts) registers as on any page.
 */
export async function earlySessionLetsModuleRegister({ pathname, early }: EarlySessionDeps): Promise<boolean> {
  const [rights, habilitations] = await Promise.all([early.read(MES_DROITS_PATH), early.read(HABILITATIONS_PATH)]);
  return judgeSession({ rights: rights ?? FAILED, habilitations: habilitations ?? FAILED }).mayRegisterBeforeAppOn(pathname);
}
