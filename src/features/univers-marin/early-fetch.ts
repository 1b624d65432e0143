import { moduleUrl } from "./module-url";
import type { UniversMarinHost } from "./host";
import { isUniversMarinPath } from "../../route-table/table";

/**
 * A /univers-marin page is the sub-application's: it starts loading as the app boots, beside
 * the session's calls, not once the shell has rendered its frame. Started from the frame, the
 * host waited for hydration, its effects and DSFR's script (about a second on a slow phone, npm
 * run bench), and main.js for the host to run; now single-spa and SystemJS come at once, the
 * application is registered as soon as the rights have answered (host.ts), and it mounts as
 * soon as the frame is there. main.js is preloaded once env.js has named its host, as SystemJS
 * will load it (CORS only across origins), so that the browser hands SystemJS the response it
 * already has.
 */
export function startUniversMarinEarly(
  location: Pick<Location, "pathname" | "origin">,
  host: Pick<UniversMarinHost, "activate">,
  moduleHost: Promise<string | undefined>,
  doc: Document = document,
): void {
  if (!isUniversMarinPath(location.pathname)) return;
  host.activate();
  void moduleHost.then((origin) => {
    if (!origin) return;
    const link = doc.createElement("link");
    link.rel = "preload";
    link.as = "script";
    if (new URL(origin).origin !== location.origin) link.crossOrigin = "anonymous";
    link.href = moduleUrl(origin);
    doc.head.append(link);
  });
}
