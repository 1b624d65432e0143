import { QueryClient } from "@tanstack/react-query";
import { type StaticDataRouteOption, createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { ROUTES, ROUTE_IDS, type RouteId } from "../route-table/table";
import { UNIVERS_MARIN_BASE } from "../route-table/univers-marin-path";
import { ROUTE_TITLES } from "../route-table/titles";
import { createAppRouter } from "./router";

// TanStack's file routes (src/routes/) are named by their files, not read from the table: this
// keeps the two equal. The language layout, the empty path's redirect and the sub-application's
// splat route are the router's own; every other file route is a page of the table.
const ROUTER_OWN = ["/{-$lang}", "/{-$lang}/", `/{-$lang}${UNIVERS_MARIN_BASE}/$`];

/** What this check reads of a route of the router. */
interface FileRoute {
  readonly isRoot: boolean;
  readonly fullPath: string;
  readonly options: { readonly staticData?: StaticDataRouteOption };
}

const router = createAppRouter(createMemoryHistory(), { queryClient: new QueryClient(), whenIdleForPrefetch: () => () => undefined });
const routes: readonly FileRoute[] = Object.values(router.routesById);
const fileRoutes = routes.filter((route) => !route.isRoot);

const isShellRoute = (id: RouteId) => !ROUTES[id].path.startsWith(UNIVERS_MARIN_BASE);
/** The file route a page of the table needs: /{-$lang} then its path, each :param (optional or not) as TanStack's $param. */
const fileRoutePathOf = (id: RouteId) => `/{-$lang}${ROUTES[id].path.replace(/:(\w+)\??/g, "$$$1")}`;

describe("TanStack's file routes against the route table", () => {
  it("are the table's shell pages and the router's own routes, no more, no fewer", () => {
    const expected = [...ROUTE_IDS.filter(isShellRoute).map(fileRoutePathOf), ...ROUTER_OWN].sort();
    const actual = fileRoutes.map((route) => route.fullPath).sort();
    const missing = expected.filter((path) => !actual.includes(path));
    const extra = actual.filter((path) => !expected.includes(path));
    expect({ missing, extra }, "src/routes/ and src/route-table/table.ts disagree: add the page to both, or remove it from both").toEqual({
      missing: [],
      extra: [],
    });
  });

  it("title each shell page with the table's title", () => {
    for (const id of ROUTE_IDS.filter(isShellRoute)) {
      const route = fileRoutes.find((candidate) => candidate.fullPath === fileRoutePathOf(id));
      expect(route?.options.staticData?.title?.id, `${fileRoutePathOf(id)} should take ROUTE_TITLES.${id}`).toBe(ROUTE_TITLES[id].id);
    }
  });

  it("title the sub-application's pages with the table's titles, through the splat route", () => {
    const splat = fileRoutes.find((route) => route.fullPath === `/{-$lang}${UNIVERS_MARIN_BASE}/$`);
    const pathTitle = splat?.options.staticData?.pathTitle;
    expect(splat?.options.staticData?.subApplication).toBe(true);
    for (const id of ROUTE_IDS.filter((candidate) => !isShellRoute(candidate))) {
      expect(pathTitle?.(`/fr${ROUTES[id].path}`).id, id).toBe(ROUTE_TITLES[id].id);
    }
  });
});
