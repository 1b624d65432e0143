import { LOCALES } from "../i18n/locales";
import { UNIVERS_MARIN_BASE } from "../route-table/univers-marin-path";

/**
 * Which precached page answers a navigation, as nginx would answer it (nginx/default.conf.template):
 * the exported pages are precached under their own path (/fr/login), so /fr/login/ and any other
 * /univers-marin path of a language, or an error code without a page of its own, get theirs.
 * Only the portal's own pages: the proxied prefixes and env.js never get a candidate, so the
 * worker never answers them from its cache.
 */
const NEVER_FROM_CACHE = /^\/(?:api\/|oauth2\/|login\/oauth2\/|logout$|env\.js$)/;
const LANGUAGES = LOCALES.join("|");
const UNIVERS_MARIN_SEGMENT = UNIVERS_MARIN_BASE.slice(1);
const UNIVERS_MARIN = new RegExp(`^/((?:${LANGUAGES})/)?${UNIVERS_MARIN_SEGMENT}(?:/|$)`, "i");
const ERROR_CODE = new RegExp(`^/((?:${LANGUAGES})/)?error/([1-9])[0-9][0-9]$`);

export function isNeverFromCache(pathname: string): boolean {
  return NEVER_FROM_CACHE.test(pathname);
}

export function precachedPagePaths(pathname: string): string[] {
  if (isNeverFromCache(pathname)) return [];
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const candidates = [path];
  const universMarin = UNIVERS_MARIN.exec(path);
  if (universMarin) candidates.push(`/${(universMarin[1] ?? "").toLowerCase()}${UNIVERS_MARIN_SEGMENT}`);
  const error = ERROR_CODE.exec(path);
  if (error) candidates.push(`/${error[1] ?? ""}error/${error[2] === "4" ? "400" : "500"}`);
  return [...new Set(candidates)].filter((candidate) => candidate !== pathname);
}

/** The path a dist/ file is precached under: an exported page by its address, any other file by its own. */
export function precacheUrlOf(file: string): string {
  return file === "index.html" ? "/" : file.endsWith("/index.html") ? `/${file.slice(0, -"/index.html".length)}` : `/${file}`;
}

const LANGUAGE_PREFIX = new RegExp(`^/(${LANGUAGES})(?:/|$)`, "i");

/**
 * What the worker answers, without a network, for a path with no page of its own. nginx answers
 * one with its language's 404.html (its $portal_not_found_page map), which cannot be precached:
 * nginx serves it under no name of its own, always with a 404 status. The exported error page
 * for 404 of the same language says the same ('Page non trouvée'), and the app then renders the
 * not-found page for the address, as it does on nginx's.
 */
export function offlineNotFoundPage(pathname: string): string {
  const language = LANGUAGE_PREFIX.exec(pathname)?.[1]?.toLowerCase();
  return language ? `/${language}/error/404` : "/error/404";
}
