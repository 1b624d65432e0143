import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isNotFound } from "@tanstack/react-router";

export const NOT_FOUND_TITLE = msg`Page non trouvée`;

interface MatchLike {
  readonly status: string;
  readonly error?: unknown;
  readonly globalNotFound?: boolean;
  readonly pathname: string;
  readonly staticData: { readonly title?: MessageDescriptor; readonly pathTitle?: (pathname: string) => MessageDescriptor };
}

/** True when the router could not resolve the URL to a page (unknown path or language). */
export function isNotFoundMatch(matches: readonly MatchLike[]): boolean {
  return matches.some((match) => match.globalNotFound === true || isNotFound(match.error) || match.status === "notFound")
    || matches.some((match) => match.status === "pending" && match === matches.at(-1));
}

/** The titles of the matched routes, outermost first: the breadcrumb after 'Accueil'. */
export function routeTitles(matches: readonly MatchLike[]): MessageDescriptor[] {
  if (isNotFoundMatch(matches)) return [NOT_FOUND_TITLE];
  return matches.flatMap((match) => {
    const title = match.staticData.pathTitle?.(match.pathname) ?? match.staticData.title;
    return title ? [title] : [];
  });
}
