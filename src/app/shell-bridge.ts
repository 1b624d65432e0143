import type { QueryClient } from "@tanstack/react-query";
import { bandeauIdentiteKey } from "../api/bandeau-identite";
import type { BandeauIdentite } from "../api/bandeau-identite-schema";
import type { ShellBridge, UniversMarinUser } from "../features/univers-marin/props";

function asUniversMarinUser(identity: BandeauIdentite | undefined): UniversMarinUser | undefined {
  return identity && { firstName: identity.prenom, lastName: identity.nom, identifier: identity.identifiant };
}

/**
 * What the shell lends univers-marin: its router's navigation, and the user as the session's
 * identity banner answered it (read at mount time, so a later answer is seen by the next mount).
 */
export function createShellBridge(navigate: (href: string) => void, queryClient: QueryClient): ShellBridge {
  return {
    navigate,
    currentUser: () => asUniversMarinUser(queryClient.getQueryData(bandeauIdentiteKey)),
  };
}
