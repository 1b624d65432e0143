import type { MessageDescriptor } from "@lingui/core";
import { ROUTES, type RoutePattern, ROUTE_IDS, isSubApplicationRoute } from "../../route-table/table";
import { ROUTE_TITLES, titleAt } from "../../route-table/titles";

export interface SubApplicationRoute {
  readonly pattern: RoutePattern;
  readonly title: MessageDescriptor;
}

/** Every route of spec 2.2 with its title, as the route table declares them. */
export const SUB_APPLICATION_ROUTES: readonly SubApplicationRoute[] = ROUTE_IDS.filter((id) => isSubApplicationRoute(ROUTES[id])).map(
  (id) => ({
    pattern: ROUTES[id].path,
    title: ROUTE_TITLES[id],
  }),
);

/** The title of a sub-application page that is not in the table. */
export const SUB_APPLICATION_TITLE = ROUTE_TITLES.universMarin;

/** The document title of a sub-application page. */
export function subApplicationTitle(path: string): MessageDescriptor {
  return titleAt(path) ?? SUB_APPLICATION_TITLE;
}
