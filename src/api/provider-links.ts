import { LOGOUT_PATH } from "../route-table/table";
import { leaveThroughLogout, signInPageInLanguageOf } from "./logout";
import { isLoginPage } from "./policies";
import { rememberRoundTrip, tripKeeperOf } from "./provider-round-trip";

const SIGN_IN_PREFIX = "/oauth2/authorization/";

export type LinkTrip = { readonly kind: "logout"; readonly to: string } | { readonly kind: "sign-in"; readonly to: string } | null;

/**
 * What a followed link to the backend needs before the browser leaves: a logout link ends like
 * every logout (storage cleared, the sign-in page of the language kept for the way back), a
 * sign-in link from a sign-in page keeps that page, to which the shell returns after the provider.
 */
export function linkTrip(linkPath: string, pagePath: string): LinkTrip {
  if (linkPath === LOGOUT_PATH) return { kind: "logout", to: signInPageInLanguageOf(pagePath) };
  if (linkPath.startsWith(SIGN_IN_PREFIX) && isLoginPage(pagePath)) return { kind: "sign-in", to: pagePath };
  return null;
}

function isPlainActivation(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Watches every link of the page, from the entry on: the exported page's links work before the
 * app's code has come (a slow link), and the site map's or the sub-application's links to
 * /logout are plain ones. A link the app handles itself (the header's logout) prevents the
 * default, and is left to it.
 */
export function watchProviderLinks(win: Window): () => void {
  const onClick = (event: MouseEvent) => {
    if (!isPlainActivation(event) || !(event.target instanceof Element)) return;
    const anchor = event.target.closest("a[href]");
    if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== win.location.origin) return;
    if (anchor.target !== "" && anchor.target !== "_self") return;
    const trip = linkTrip(anchor.pathname, win.location.pathname);
    if (trip?.kind === "logout") {
      event.preventDefault();
      void leaveThroughLogout({ to: trip.to });
    } else if (trip?.kind === "sign-in") {
      rememberRoundTrip(tripKeeperOf(win), { to: trip.to });
    }
  };
  win.addEventListener("click", onClick);
  return () => win.removeEventListener("click", onClick);
}
