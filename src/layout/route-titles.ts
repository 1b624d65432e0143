import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isNotFound } from "@tanstack/react-router";
import { ROUTE_TITLES } from "../route-table/titles";

const NOT_FOUND_TITLE = msg`Page non trouvée`;
/** The first breadcrumb item of every page (spec 2.3): the home page's title. */
export const HOME_TITLE = ROUTE_TITLES.home;

interface MatchLike {
  readonly status: string;
  readonly error?: unknown;
  readonly globalNotFound?: boolean;
  readonly pathname?: string;
  readonly staticData: {
    readonly title?: MessageDescriptor;
    readonly subApplication?: boolean;
    /** A title that depends on the path, for a splat route such as univers-marin's. */
    readonly pathTitle?: (pathname: string) => MessageDescriptor;
  };
}

/** A breadcrumb item after 'Accueil': a route's title and the path it answers. */
export interface TrailItem {
  readonly title: MessageDescriptor;
  readonly pathname: string;
}

/** True when the router could not resolve the URL to a page (unknown path or language). */
export function isNotFoundMatch(matches: readonly MatchLike[]): boolean {
  return (
    matches.some((match) => match.globalNotFound === true || isNotFound(match.error) || match.status === "notFound") ||
    matches.some((match) => match.status === "pending" && match === matches.at(-1))
  );
}

/** True when the page hosts the univers-marin sub-application: no breadcrumb then (spec 2.3). */
export function isSubApplicationMatch(matches: readonly MatchLike[]): boolean {
  return !isNotFoundMatch(matches) && matches.some((match) => match.staticData.subApplication === true);
}

/** The titled matches, outermost first: the breadcrumb after 'Accueil'. */
export function routeTrail(matches: readonly MatchLike[]): TrailItem[] {
  const pathname = matches.at(-1)?.pathname ?? "/";
  if (isNotFoundMatch(matches)) return [{ title: NOT_FOUND_TITLE, pathname }];
  return matches.flatMap((match) => {
    const title =
      match.pathname !== undefined && match.staticData.pathTitle ? match.staticData.pathTitle(match.pathname) : match.staticData.title;
    return title ? [{ title, pathname: match.pathname ?? pathname }] : [];
  });
}

/** The titles of the matched routes, outermost first. */
export function routeTitles(matches: readonly MatchLike[]): MessageDescriptor[] {
  return routeTrail(matches).map((item) => item.title);
}
