/**
 * Who may stay on which page once the habilitations have answered (spec point 4): the pages
 * only a habilité seafarer can use are those the route table gives the "seafarer" access, and
 * the others are sent to the sign-in page. Pure, like policies.ts: the caller passes the page's path.
 */
import { localePrefix } from "../i18n/locales";
import { ROUTES, routeAt } from "../route-table/table";

/**
 * Pages only a habilité seafarer can use: every sub-application page but the ayant droit's
 * continuation and the agents' seafarer search, and /mes-infos. A user connected without
 * habilitation keeps the sign-in pages, /inscription, /erreurRdvMarin, the public pages, the
 * error pages and the not-found page.
 */
export function isSeafarerOnlyPage(pathname: string): boolean {
  return routeAt(pathname)?.access === "seafarer";
}

/** The seafarer sign-in page a user is sent to from pathname, in the page's language prefix. */
export function signInPageFor(pathname: string): string {
  return `${localePrefix(pathname)}${ROUTES.login.path}`;
}
