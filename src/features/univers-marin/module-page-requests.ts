import { HABILITATIONS_PATH, MES_DROITS_PATH } from "../../api/session-paths";
import { isUniversMarinPath } from "../../route-table/univers-marin-path";
import { type EarlyAnswers, type EarlyFetch, NO_EARLY_ANSWERS, sendEarly } from "./early-answers";

/**
 * A /univers-marin page's requests that need nothing of the app, sent by the page's entry while
 * the app's code still loads: the rights and habilitations, whose judgement the module's
 * registration waits for (early-session.ts), and main.js, preloaded once env.js's import map has
 * named it, as SystemJS will load it (CORS only across origins), so that the browser hands SystemJS
 * the response it already has. Sent from the app, each would wait for its code
 * (docs/load-plan.md).
 */
export function sendModulePageRequests(
  location: Pick<Location, "pathname" | "origin">,
  moduleUrl: Promise<string | undefined>,
  doc: Document = document,
  fetchImpl?: EarlyFetch,
): EarlyAnswers {
  if (!isUniversMarinPath(location.pathname)) return NO_EARLY_ANSWERS;
  void moduleUrl.then((url) => {
    if (!url) return;
    const link = doc.createElement("link");
    link.rel = "preload";
    link.as = "script";
    if (new URL(url).origin !== location.origin) link.crossOrigin = "anonymous";
    link.href = url;
    doc.head.append(link);
  });
  return sendEarly([MES_DROITS_PATH, HABILITATIONS_PATH], fetchImpl);
}
