import { normalisePath } from "../route-table/table";

/** The attribute the prerender puts on #root: the path it rendered, or NOT_FOUND_MARK. */
export const PRERENDER_ATTRIBUTE = "data-prerendered";
export const NOT_FOUND_MARK = "not-found";

/**
 * Hydrate only what was exported for this very URL, or the not-found page nginx serves for
 * an unknown path when the router agrees it is unknown; anything else (such as /error/999)
 * is rendered in the browser.
 */
export function shouldHydrate(container: Element, pathname: string, routerFoundNothing: boolean): boolean {
  const rendered = container.getAttribute(PRERENDER_ATTRIBUTE);
  if (rendered === null || !container.hasChildNodes()) return false;
  if (rendered === NOT_FOUND_MARK) return routerFoundNothing;
  return normalisePath(rendered) === normalisePath(pathname);
}
