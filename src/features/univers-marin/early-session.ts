import { HABILITATIONS_PATH, MES_DROITS_PATH } from "../../api/session-paths";
import { FAILED, judgeSession } from "../../session/judgement";
import type { EarlyAnswers } from "./early-answers";

export interface EarlySessionDeps {
  readonly pathname: string;
  readonly early: Pick<EarlyAnswers, "read">;
  /** An answer not in by then is a failed call (the app's client times it out too). */
  readonly capMs: number;
}

/**
 * Whether the answers the page's entry asked for (module-page-requests.ts) already let the
 * sub-application register, before the app has run, as the session's judgement has it. What it
 * leaves (a failed call, a user the app will send to sign in) the app's startup
 * (session/startup.ts) registers as on any page.
 */
export async function earlySessionLetsModuleRegister({ pathname, early, capMs }: EarlySessionDeps): Promise<boolean> {
  let cap: number | undefined;
  const timedOut = new Promise<undefined>((resolve) => (cap = window.setTimeout(resolve, capMs)));
  const inTime = (path: string) => Promise.race([early.read(path), timedOut]);
  const [rights, habilitations] = await Promise.all([inTime(MES_DROITS_PATH), inTime(HABILITATIONS_PATH)]);
  window.clearTimeout(cap);
  return judgeSession({ rights: rights ?? FAILED, habilitations: habilitations ?? FAILED }).mayRegisterBeforeAppOn(pathname);
}
