import { useApiClient } from "../api/api-client-context";
import { useQuery } from "@tanstack/react-query";
import { isApiError } from "../api/errors";
import { bandeauIdentiteQueryOptions } from "../api/bandeau-identite";
import { habilitationsQueryOptions } from "../api/habilitations";
import { mesDroitsQueryOptions } from "../api/mes-droits";
import { type SessionJudgement, judgeSession } from "./judgement";
import { accountLogout, headerLogout, logout } from "./logout";
import { answerOf } from "./session-answers";
import { useHydrated } from "../ui/useHydrated";

/** The session's judgement, with what the screens do with it. */
export interface Session extends SessionJudgement {
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
 * Who the user is, for the header, the menu, the banner and the sign-in pages: the session's
 * judgement (judgement.ts) of its calls, read as is. During hydration it reports nobody,
 * exactly as the exported page was rendered.
 */
export function useSession(): Session {
  const hydrated = useHydrated();
  const api = useApiClient();
  // Always enabled, and only read once hydrated: switching them on after hydration refetched a call that had failed at startup.
  const rightsQuery = useQuery(mesDroitsQueryOptions(api));
  const habilitationsQuery = useQuery(habilitationsQueryOptions(api));
  const habilitated = judgeSession({ habilitations: answerOf(habilitationsQuery) }).habilitated;
  const identityQuery = useQuery(bandeauIdentiteQueryOptions(api, habilitated));

  const judged = hydrated
    ? judgeSession({ rights: answerOf(rightsQuery), habilitations: answerOf(habilitationsQuery), identity: answerOf(identityQuery) })
    : NOBODY;
  return {
    ...judged,
    error: hydrated ? sessionError([rightsQuery.error, habilitationsQuery.error, identityQuery.error]) : null,
    logout,
    headerLogout,
    accountLogout,
  };
}
