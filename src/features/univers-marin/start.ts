import type { UniversMarinHost } from "./host";
import { UNIVERS_MARIN_MOUNT_ID } from "./mount-element";
import { isUniversMarinPath } from "../../route-table/univers-marin-path";

/**
 * The one place the sub-application is activated (its host loads single-spa and SystemJS and
 * starts them). On a page opened at a /univers-marin address, whose content is the module's and
 * which needs nothing of the app's code, the page's entry starts it in the exported mount element
 * and lets it register once the session's first answers allow it (`mayRegister`,
 * early-session.ts); the app then takes the host over and hydrates around the module
 * (UniversMarinFrame leaves its element's content alone). Returns whether it did: nothing starts on
 * another page, nor on one with nothing exported (npm start's pages).
 */
export function startBeforeApp(
  location: Pick<Location, "pathname">,
  doc: Document,
  host: UniversMarinHost,
  mayRegister: () => Promise<boolean>,
): boolean {
  if (!isUniversMarinPath(location.pathname)) return false;
  const element = doc.getElementById(UNIVERS_MARIN_MOUNT_ID);
  if (!element) return false;
  host.frame.set(element);
  host.activate();
  void mayRegister().then((allowed) => allowed && host.register());
  return true;
}

/**
 * From the app's boot: the page it starts on, if it is a /univers-marin page, and every
 * /univers-marin page the router is about to load, before its frame renders: single-spa then
 * loads beside the route's code. The application still registers only once the session's
 * judgement allows it (host.ts), and mounts once the frame is on the page. A second activation
 * adds nothing.
 */
export function activateOnUniversMarinPages(
  host: Pick<UniversMarinHost, "activate">,
  pathname: string,
  onBeforeLoad: (listener: (pathname: string) => void) => () => void,
): () => void {
  const activate = (path: string) => {
    if (isUniversMarinPath(path)) host.activate();
  };
  activate(pathname);
  return onBeforeLoad(activate);
}
