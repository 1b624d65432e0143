import { isUniversMarinPath } from "../../route-table/univers-marin-path";
import { type UniversMarinHost, createUniversMarinHost } from "./host";
import { UNIVERS_MARIN_MOUNT_ID } from "./mount-element";

/**
 * On a page opened at a /univers-marin address, the content a seafarer came for is the module's,
 * and the module needs nothing of the app's code: the page's entry starts single-spa in the
 * exported mount element, registers the module once the session's first answers allow it
 * (`mayRegister`, session/early-session.ts), and asks for the app's code once the module has shown
 * (src/load-after-paint.ts). The app takes this host over and hydrates around the module
 * (UniversMarinFrame leaves its element's content alone). Waiting for the app, the module's
 * content waited for its code, its evaluation and the hydration: Lighthouse's phone painted it
 * some 0.6 s later (README, "Measuring").
 * Nothing is started on another page, nor on one with nothing exported (npm start's pages).
 */
export function startBeforeApp(
  location: Pick<Location, "pathname">,
  doc: Document,
  mayRegister: Promise<boolean>,
  createHost: () => UniversMarinHost = createUniversMarinHost,
): UniversMarinHost | undefined {
  if (!isUniversMarinPath(location.pathname)) return undefined;
  const element = doc.getElementById(UNIVERS_MARIN_MOUNT_ID);
  if (!element) return undefined;
  const host = createHost();
  host.frame.set(element);
  host.activate();
  void mayRegister.then((allowed) => allowed && host.registerBeforeShell());
  return host;
}
