import { localeFromPath, withLocale } from "../i18n/locales";
import { ROUTES, fillPattern, pathSegments, routeAt } from "../route-table/table";

/**
 * The client's rules, kept pure so each can be tested without a browser: the caller passes
 * the page's location, the policies only decide.
 */

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/** X-XSRF-TOKEN goes with every non-GET/HEAD request to the portal's own origin, never elsewhere. */
export function needsXsrfHeader(method: string, requestUrl: string, pageOrigin: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  try {
    return new URL(requestUrl, pageOrigin).origin === pageOrigin;
  } catch {
    return false;
  }
}

/** The value of one cookie from a document.cookie string, decoded; undefined when absent. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Sign-in pages expect 401s (the user is not signed in yet): they never log out (docs/decisions.md, the 401 rule). */
export function isLoginPage(pathname: string): boolean {
  return routeAt(pathname)?.access === "sign-in";
}

/**
 * Pages a visitor who never signed in must be able to read: the accessibility statement (a legal
 * duty), the site map and the error pages. A 401 there means "not signed in", not "session over".
 */
export function isPublicPage(pathname: string): boolean {
  return routeAt(pathname)?.access === "public";
}

/** Any path under the error route's first segment, whether the router finds a page there or not. */
function isUnderErrorPages(pathname: string): boolean {
  return pathSegments(pathname)[0] === pathSegments(ROUTES.error.path)[0];
}

/** Where a 500 or 503 sends the user, or null: other statuses and the error pages stay put. */
export function errorPageFor(status: number, pathname: string): string | null {
  if (status !== 500 && status !== 503) return null;
  if (isUnderErrorPages(pathname)) return null;
  // {lang} of spec point 8: /fr by default, /en or /es when the current path starts with it.
  return withLocale(fillPattern(ROUTES.error.path, { errorCode: String(status) }), localeFromPath(pathname));
}

/** What a failed response asks the page to do. */
export type FailureAction = { readonly kind: "logout" } | { readonly kind: "redirect"; readonly to: string } | { readonly kind: "none" };

export function failureAction(status: number, pathname: string): FailureAction {
  if (status === 401) return isLoginPage(pathname) || isPublicPage(pathname) ? { kind: "none" } : { kind: "logout" };
  const to = errorPageFor(status, pathname);
  return to === null ? { kind: "none" } : { kind: "redirect", to };
}
