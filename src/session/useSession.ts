import { useApiClient } from "../api/api-client-context";
import { useQuery } from "@tanstack/react-query";
import { isApiError } from "../api/errors";
import { type BandeauIdentite, bandeauIdentiteQueryOptions } from "../api/bandeau-identite";
import type { ProviderCode } from "../api/habilitations-schema";
import { habilitationsQueryOptions } from "../api/habilitations";
import { mesDroitsQueryOptions } from "../api/mes-droits";
import type { Droit } from "../api/mes-droits-schema";
import { type HabilitationState, habilitationState } from "./habilitation";
import { accountLogout, headerLogout, logout } from "./logout";
import { AGENT_RIGHT, AGENT_SIGN_IN_RIGHT, hasRight } from "./rights";
import { useHydrated } from "../ui/useHydrated";

export interface Session {
  /** Rights and habilitations answered (successfully or not): the states below are final. */
  readonly settled: boolean;
  /** null until the habilitations are loaded. */
  readonly habilitation: HabilitationState | null;
  /** The provider in use (FC or CER), from the first habilitation. */
  readonly provider: ProviderCode | null;
  readonly isHabilite: boolean;
  /** Empty habilitations list: connected, but without habilitation (spec point 4). */
  readonly connectedWithoutHabilitation: boolean;
  readonly rights: readonly Droit[];
  /** The rights answered an empty list: the generic 'no elements' case (spec point 8). */
  readonly noRights: boolean;
  readonly hasRight: (label: string) => boolean;
  readonly isAgent: boolean;
  readonly hasAgentSignInRight: boolean;
  /** The identity banner, once habilité and loaded. */
  readonly identity: BandeauIdentite | null;
  /** The first failed session call, for an alert (apiErrorMessage gives its text). */
  readonly error: Error | null;
  readonly logout: (reason?: "expired") => void;
  readonly headerLogout: () => void;
  /** "Oui" on /mes-infos: the medical portal's logout page always loaded first (spec point 2.4). */
  readonly accountLogout: () => void;
}

/** The first failure worth an alert: a 401 only means nobody is signed in (the client logs out where that matters). */
export function sessionError(errors: readonly (Error | null)[]): Error | null {
  return errors.find((error) => error !== null && !(isApiError(error) && error.status === 401)) ?? null;
}

/**
 * Who the user is, for the header, the menu, the banner and the sign-in pages. During
 * hydration it reports nobody, exactly as the exported page was rendered.
 */
export function useSession(): Session {
  const hydrated = useHydrated();
  const api = useApiClient();
  // Always enabled: switching enabled on after hydration refetched a call that had failed at
  // startup. The answers are only read once hydrated, so hydration still matches the export.
  const rightsQuery = useQuery(mesDroitsQueryOptions(api));
  const habilitationsQuery = useQuery(habilitationsQueryOptions(api));

  const answered = habilitationsQuery.data === undefined ? null : habilitationState(habilitationsQuery.data);
  const habilitation = hydrated ? answered : null;
  const isHabilite = habilitation?.kind === "habilite";
  // Likewise switched on by the answer itself, not by hydration (see above).
  const identityQuery = useQuery(bandeauIdentiteQueryOptions(api, answered?.kind === "habilite"));

  const rights = hydrated ? (rightsQuery.data ?? []) : [];
  const has = (label: string) => hasRight(rights, label);
  const provider = habilitation?.kind === "habilite" || habilitation?.kind === "non-habilite" ? habilitation.provider : null;

  return {
    settled: hydrated && !rightsQuery.isPending && !habilitationsQuery.isPending,
    habilitation,
    provider,
    isHabilite,
    connectedWithoutHabilitation: habilitation?.kind === "sans-habilitation",
    rights,
    noRights: hydrated && rightsQuery.data?.length === 0,
    hasRight: has,
    isAgent: has(AGENT_RIGHT),
    hasAgentSignInRight: has(AGENT_SIGN_IN_RIGHT),
    identity: isHabilite ? (identityQuery.data ?? null) : null,
    error: hydrated ? sessionError([rightsQuery.error, habilitationsQuery.error, identityQuery.error]) : null,
    logout,
    headerLogout,
    accountLogout,
  };
}
