import { HABILITE_CODE, type Habilitation, type Habilitations, type ProviderCode } from "../api/habilitations";

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

/** What startup does about a state: flag the user, send them to /login, or nothing. */
export type HabilitationAction = "flag-without-habilitation" | "clear-flag" | "redirect-to-login";

export function habilitationAction(state: HabilitationState): HabilitationAction {
  switch (state.kind) {
    case "sans-habilitation":
      return "flag-without-habilitation";
    case "absente":
      return "redirect-to-login";
    case "habilite":
    case "non-habilite":
      return "clear-flag";
  }
}
