import { moduleUrl } from "./module-url";
import { prefetchSingleSpaHost } from "./prefetch-host";
import { isUniversMarinPath } from "../../route-table/table";

/**
 * On a /univers-marin page, asks for single-spa's host and the sub-application's main.js as
 * the app boots, beside the session's calls: the page would otherwise ask for the host once it
 * had rendered, and for main.js once the host had run, two round trips more before the module's
 * first paint. The preload is made as SystemJS will load the script (CORS only across origins),
 * so that the browser hands it the response it already has.
 */
export function fetchUniversMarinEarly(
  location: Pick<Location, "pathname" | "origin">,
  host: string | undefined,
  doc: Document = document,
): void {
  if (!isUniversMarinPath(location.pathname)) return;
  prefetchSingleSpaHost();
  if (!host) return;
  const link = doc.createElement("link");
  link.rel = "preload";
  link.as = "script";
  if (new URL(host).origin !== location.origin) link.crossOrigin = "anonymous";
  link.href = moduleUrl(host);
  doc.head.append(link);
}
