import { HABILITE_CODE, type Habilitation, type Habilitations, type ProviderCode } from "../api/habilitations-schema";
import { isLoginPage } from "../api/policies";
import { isSeafarerOnlyPage, signInPageFor } from "../api/seafarer-pages";

/** The habilitation state of spec point 4, from the habilitations list (first item used). */
export type HabilitationState =
  | { readonly kind: "habilite"; readonly provider: ProviderCode; readonly habilitation: Habilitation }
  | { readonly kind: "non-habilite"; readonly provider: ProviderCode; readonly habilitation: Habilitation }
  | { readonly kind: "sans-habilitation" }
  | { readonly kind: "absente" };

export function habilitationState(list: Habilitations): HabilitationState {
  if (list === null) return { kind: "absente" };
  const [first] = list;
  if (first === undefined) return { kind: "sans-habilitation" };
  const provider = first.typeFournisseur.code;
  return first.typeStatutHabilitation.code === HABILITE_CODE
    ? { kind: "habilite", provider, habilitation: first }
    : { kind: "non-habilite", provider, habilitation: first };
}

/** What startup does about the no-habilitation flag. */
export type HabilitationAction = "flag-without-habilitation" | "clear-flag" | "none";

export function habilitationAction(state: HabilitationState): HabilitationAction {
  switch (state.kind) {
    case "sans-habilitation":
      return "flag-without-habilitation";
    case "absente":
      return "none";
    case "habilite":
    case "non-habilite":
      return "clear-flag";
  }
}

/**
 * Where a user in this state may not stay on pathname, the sign-in page to send them to; null
 * where they may. Spec point 4 says both of an empty list: the user is flagged as connected
 * without habilitation, and, the first item being missing, sent to /login; so such a user is
 * sent there from the pages only a habilité seafarer can use, and keeps their own.
 */
export function signInRedirectFor(state: HabilitationState, pathname: string): string | null {
  switch (state.kind) {
    case "absente":
      return isLoginPage(pathname) ? null : signInPageFor(pathname);
    case "sans-habilitation":
      return isSeafarerOnlyPage(pathname) ? signInPageFor(pathname) : null;
    case "habilite":
    case "non-habilite":
      return null;
  }
}
