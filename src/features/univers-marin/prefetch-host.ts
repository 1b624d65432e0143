/**
 * Fetches single-spa, SystemJS and the full DSFR stylesheet ahead of a first /univers-marin
 * page, without starting anything: a click on a menu entry then only waits for the
 * sub-application's own main.js. A failure is not reported here: the page that needs the host
 * loads it again and shows its own alert.
 */
export function prefetchSingleSpaHost(): void {
  import("./single-spa-host").catch(() => undefined);
}
