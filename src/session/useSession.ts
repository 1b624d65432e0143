import { useApiClient } from "../api/api-client-context";
import { useQuery } from "@tanstack/react-query";
import { isApiError } from "../api/errors";
import { type BandeauIdentite, bandeauIdentiteQueryOptions } from "../api/bandeau-identite";
import type { ProviderCode } from "../api/habilitations-schema";
import { habilitationsQueryOptions } from "../api/habilitations";
import { mesDroitsQueryOptions } from "../api/mes-droits";
import type { Droit } from "../api/mes-droits-schema";
import { type HabilitationState, judgeSession } from "./judgement";
import { accountLogout, headerLogout, logout } from "./logout";
import { hasRight } from "./rights";
import { useHydrated } from "../ui/useHydrated";

export interface Session {
  /** Rights and habilitations answered (successfully or not): the states below are final. */
  readonly settled: boolean;
  /** null until the habilitations are loaded. */
  readonly habilitation: HabilitationState | null;
  /** The provider in use (FC or CER), from the first habilitation. */
  readonly provider: ProviderCode | null;
  /** The habilitations answered a list, even an empty one. */
  readonly signedIn: boolean;
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

/** Nobody: what the export was rendered with. */
const NOBODY = judgeSession({});

/**
 * Who the user is, for the header, the menu, the banner and the sign-in pages, as the session's
 * judgement (judgement.ts) has it. During hydration it reports nobody, exactly as the exported
 * page was rendered.
 */
export function useSession(): Session {
  const hydrated = useHydrated();
  const api = useApiClient();
  // Always enabled: switching enabled on after hydration refetched a call that had failed at
  // startup. The answers are only read once hydrated, so hydration still matches the export.
  const rightsQuery = useQuery(mesDroitsQueryOptions(api));
  const habilitationsQuery = useQuery(habilitationsQueryOptions(api));

  const answered = judgeSession({ rights: rightsQuery.data, habilitations: habilitationsQuery.data });
  const judged = hydrated ? answered : NOBODY;
  // Likewise switched on by the answer itself, not by hydration (see above).
  const identityQuery = useQuery(bandeauIdentiteQueryOptions(api, answered.habilitated));

  const { habilitation } = judged;
  const rights = hydrated ? (rightsQuery.data ?? []) : [];
  const provider = habilitation?.kind === "habilite" || habilitation?.kind === "non-habilite" ? habilitation.provider : null;

  return {
    settled: hydrated && !rightsQuery.isPending && !habilitationsQuery.isPending,
    habilitation,
    provider,
    signedIn: judged.signedIn,
    isHabilite: judged.habilitated,
    connectedWithoutHabilitation: habilitation?.kind === "sans-habilitation",
    rights,
    noRights: hydrated && rightsQuery.data?.length === 0,
    hasRight: (label) => hasRight(rights, label),
    isAgent: judged.agent,
    hasAgentSignInRight: judged.agentSignInRight,
    identity: judged.habilitated ? (identityQuery.data ?? null) : null,
    error: hydrated ? sessionError([rightsQuery.error, habilitationsQuery.error, identityQuery.error]) : null,
    logout,
    headerLogout,
    accountLogout,
  };
}
