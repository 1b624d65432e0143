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

const LANG_PREFIX = /^\/(fr|en|es)(?=\/|$)/;
const LOGIN_PAGE = /^(?:\/(?:fr|en|es))?\/(?:login|loginAyantDroit|login-agent)\/?$/;
const ERROR_PAGE = /^(?:\/(?:fr|en|es))?\/error(?:\/|$)/;

const PUBLIC_PAGE = /^(?:\/(?:fr|en|es))?\/(?:accessibilite|plan-site|error(?:\/[^/]*)?)\/?$/;

/** Sign-in pages expect 401s (the user is not signed in yet): they never log out (DESIGN.md). */
export function isLoginPage(pathname: string): boolean {
  return LOGIN_PAGE.test(pathname);
}

/**
 * Pages a visitor who never signed in must be able to read: the accessibility statement (a legal
 * duty), the site map and the error pages. A 401 there means "not signed in", not "session over".
 */
export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGE.test(pathname);
}

/** {lang} of spec point 8: /fr by default, /en or /es when the current path starts with it. */
export function errorLangPrefix(pathname: string): string {
  const match = LANG_PREFIX.exec(pathname);
  return match?.[1] === "en" || match?.[1] === "es" ? `/${match[1]}` : "/fr";
}

/**
 * Where a logout leaves the browser once GET /logout has answered (`landed`: where that answer
 * led). The backend sends everyone to the French /login, so the sign-in page is taken in the
 * language of the page the user left (French is /login itself); an error page (nginx's answer when the backend is down)
 * is kept as it is.
 */
export function afterLogoutPath(pathname: string, landed: string): string {
  if (ERROR_PAGE.test(landed)) return landed;
  const lang = LANG_PREFIX.exec(pathname)?.[1];
  return lang === "en" || lang === "es" ? `/${lang}/login` : "/login";
}

/** Where a 500 or 503 sends the user, or null: other statuses and the error pages stay put. */
export function errorPageFor(status: number, pathname: string): string | null {
  if (status !== 500 && status !== 503) return null;
  if (ERROR_PAGE.test(pathname)) return null;
  return `${errorLangPrefix(pathname)}/error/${status}`;
}

/** What a failed response asks the page to do. */
export type FailureAction = { readonly kind: "logout" } | { readonly kind: "redirect"; readonly to: string } | { readonly kind: "none" };

export function failureAction(status: number, pathname: string): FailureAction {
  if (status === 401) return isLoginPage(pathname) || isPublicPage(pathname) ? { kind: "none" } : { kind: "logout" };
  const to = errorPageFor(status, pathname);
  return to === null ? { kind: "none" } : { kind: "redirect", to };
}
