import { moduleUrl } from "./module-url";
import type { UniversMarinHost } from "./host";
import { isUniversMarinPath } from "../../route-table/table";

/**
 * A /univers-marin page is the sub-application's: its host starts as the app boots, beside the
 * session's calls, not once the shell has rendered the frame. Started from the frame, it waited
 * for hydration, the shell's effects and DSFR's script: the module painted 0.3 s later on a 4x
 * slower CPU. The application is still registered only once the rights have answered (host.ts),
 * and mounts once the frame is on the page. main.js is preloaded once env.js has named its host,
 * as SystemJS will load it (CORS only across origins), so that the browser hands SystemJS the
 * response it already has.
 */
export function startUniversMarinEarly(
  location: Pick<Location, "pathname" | "origin">,
  host: Pick<UniversMarinHost, "activate">,
  moduleHost: Promise<string | undefined>,
  doc: Document = document,
): void {
  if (!isUniversMarinPath(location.pathname)) return;
  host.activate();
  void moduleHost.then((hostUrl) => {
    if (!hostUrl) return;
    const link = doc.createElement("link");
    link.rel = "preload";
    link.as = "script";
    if (new URL(hostUrl).origin !== location.origin) link.crossOrigin = "anonymous";
    link.href = moduleUrl(hostUrl);
    doc.head.append(link);
  });
}
