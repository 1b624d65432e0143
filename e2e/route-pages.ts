import { SHELL_PATHS } from "../scripts/exported-pages";
import { type PortalRoute, ROUTES, ROUTE_IDS, type RouteId, isSubApplicationRoute, matchesPattern } from "../src/route-table/table";

/**
 * The pages the suite walks through, read from the route table (src/route-table/table.ts) as the
 * build reads it: a page added there is walked too, or its spec fails for want of what it expects.
 */

/** The shell's own pages (spec 2.1) without language prefix, the error pages aside, in the table's order. */
export const SHELL_PAGES: readonly string[] = SHELL_PATHS.filter((path) => !matchesPattern(ROUTES.error.path, path));

/** The error pages whose codes have texts of their own. */
export const ERROR_PAGES: readonly string[] = SHELL_PATHS.filter((path) => matchesPattern(ROUTES.error.path, path));

/** The sub-application's routes (spec 2.2), with their ids. */
export const SUB_APPLICATION_ROUTES: ReadonlyArray<{ readonly id: RouteId; readonly route: PortalRoute }> = ROUTE_IDS.map((id) => ({
  id,
  route: ROUTES[id],
})).filter(({ route }) => isSubApplicationRoute(route));

/** What a spec knows of each page it walks: a missing entry is a page the spec has not been told about. */
export function knownFor<T>(what: string, known: Readonly<Partial<Record<string, T>>>, key: string): T {
  const value = known[key];
  if (value === undefined) throw new Error(`${what}: nothing known of ${key}, a page of the route table`);
  return value;
}
