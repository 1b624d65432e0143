import { HABILITE_CODE, type Habilitation, type Habilitations, type ProviderCode } from "../api/habilitations-schema";

/** The habilitation state of spec point 4, from the habilitations list (first item used). */
export type HabilitationState =
  | { readonly kind: "habilite"; readonly provider: ProviderCode; readonly habilitation: Habilitation }
  | { readonly kind: "non-habilite"; readonly provider: ProviderCode; readonly habilitation: Habilitation }
  | { readonly kind: "sans-habilitation" }
  | { readonly kind: "absente" };

/** What startup does with the no-habilitation flag it keeps in local storage. */
export type NoHabilitationFlag = "set" | "clear" | "leave";

export function habilitationState(list: Habilitations): HabilitationState {
  if (list === null) return { kind: "absente" };
  const [first] = list;
  if (first === undefined) return { kind: "sans-habilitation" };
  const provider = first.typeFournisseur.code;
  return first.typeStatutHabilitation.code === HABILITE_CODE
    ? { kind: "habilite", provider, habilitation: first }
    : { kind: "non-habilite", provider, habilitation: first };
}

/** Spec 4: an empty list flags the user; a first item, whatever its status, ends the flag. */
export function noHabilitationFlag(habilitation: HabilitationState | null): NoHabilitationFlag {
  switch (habilitation?.kind) {
    case "sans-habilitation":
      return "set";
    case "habilite":
    case "non-habilite":
      return "clear";
    case "absente":
    case undefined:
      return "leave";
  }
}
