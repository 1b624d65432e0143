import type { Droit } from "../api/mes-droits-schema";

/** The shell's agent right: the banner and switching seafarer (spec point 6). */
export const AGENT_RIGHT = "EAGENT_ADMIN_EMARIN_GEST";
/** The right tied to the agent sign-in (spec point 6). */
export const AGENT_SIGN_IN_RIGHT = "EAGENT_ADMIN_EPARTE_APPLI";

/** Granted when a right's libelleCerbere equals the label (spec point 6). */
export function hasRight(rights: readonly Droit[], label: string): boolean {
  return rights.some((right) => right.libelleCerbere === label);
}
