import { type EarlyFetch, sendEarly } from "../../api/early-requests";
import { HABILITATIONS_PATH, MES_DROITS_PATH } from "../../api/session-paths";
import { isUniversMarinPath } from "../../route-table/univers-marin-path";
import { moduleUrl } from "./module-url";

/**
 * A /univers-marin page's requests that need nothing of the app, sent by the page's entry while
 * the app's code still loads (src/load-after-paint.ts): the rights and habilitations, which the
 * module's registration waits for (host.ts), and main.js, preloaded once env.js has named its
 * host, as SystemJS will load it (CORS only across origins), so that the browser hands SystemJS
 * the response it already has. Sent from the app, each waited for its code: on the satellite
 * profile, a round trip of 0.8 s between that code and the module.
 */
export function sendModulePageRequests(
  location: Pick<Location, "pathname" | "origin">,
  moduleHost: Promise<string | undefined>,
  doc: Document = document,
  fetchImpl?: EarlyFetch,
): void {
  if (!isUniversMarinPath(location.pathname)) return;
  sendEarly([MES_DROITS_PATH, HABILITATIONS_PATH], fetchImpl);
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
