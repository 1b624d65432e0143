import type { QueryClient } from "@tanstack/react-query";
import { habilitationsKey } from "../api/habilitations";
import { habilitationState, signInRedirectFor } from "./habilitation";

export interface HabilitationGuardDeps {
  readonly queryClient: QueryClient;
  /** Calls the listener with the path of each page the router resolves; returns the unsubscription. */
  readonly onPageResolved: (listener: (pathname: string) => void) => () => void;
  /** A full page load. */
  readonly navigate: (url: string) => void;
}

/**
 * Startup applies the habilitation rule to the page the user arrived on; this applies it to
 * every page reached afterwards without a page load (a link, the sub-application's navigate),
 * once the habilitations have answered.
 */
export function guardHabilitatedPages(deps: HabilitationGuardDeps): () => void {
  return deps.onPageResolved((pathname) => {
    const list = deps.queryClient.getQueryData(habilitationsKey);
    if (list === undefined) return;
    const signInPage = signInRedirectFor(habilitationState(list), pathname);
    if (signInPage !== null) deps.navigate(signInPage);
  });
}
