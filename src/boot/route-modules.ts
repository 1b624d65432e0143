/** The attribute the prerender puts on #root: the page's route chunks, space-separated. */
export const ROUTE_MODULES_ATTRIBUTE = "data-route-modules";

// Only the build's own chunks: the list comes from the page, which must not make the app load
// anything else.
const OWN_CHUNK = /^\/assets\/[\w.-]+\.js$/;

/** The route chunks the export listed on `container`, the build's own only. */
export function routeModules(container: Element | null): string[] {
  return (container?.getAttribute(ROUTE_MODULES_ATTRIBUTE) ?? "").split(" ").filter((href) => OWN_CHUNK.test(href));
}
