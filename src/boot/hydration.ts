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
  if (container.getAttribute(PRERENDER_ATTRIBUTE) === NOT_FOUND_MARK) return container.hasChildNodes() && routerFoundNothing;
  return exportedForThisPage(container, pathname);
}

/**
 * Whether the container holds the export of this very page (not of another path nginx answered
 * with, nor the not-found page): the app will hydrate it, if its label files have all come.
 */
export function exportedForThisPage(container: Element, pathname: string): boolean {
  const rendered = container.getAttribute(PRERENDER_ATTRIBUTE);
  if (rendered === null || rendered === NOT_FOUND_MARK || !container.hasChildNodes()) return false;
  return normalisePath(rendered) === normalisePath(pathname);
}
