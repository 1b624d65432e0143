import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** A sub-application path pattern (spec 2.2): literal segments, or :name for any value. */
export type RoutePattern = `/${string}`;

export interface SubApplicationRoute {
  readonly pattern: RoutePattern;
  readonly title: MessageDescriptor;
}

export const SEAFARER_SEARCH_PATTERN: RoutePattern = "/univers-marin/agent/rechercher-marin";

/** Every route of spec 2.2, titled for the document title (the menu's labels where it has one). */
export const SUB_APPLICATION_ROUTES: readonly SubApplicationRoute[] = [
  { pattern: "/univers-marin/pmr/accueil-pmr", title: msg`Accueil` },
  { pattern: "/univers-marin/pmr/aptitude-medicale", title: msg`Mon aptitude médicale` },
  { pattern: "/univers-marin/pmr/lignes-de-service", title: msg`Mes lignes de service` },
  { pattern: "/univers-marin/pmr/mes-titres", title: msg`Mes titres` },
  { pattern: "/univers-marin/pmr/formations", title: msg`Mes formations` },
  { pattern: "/univers-marin/pmr/derogations", title: msg`Mes dérogations` },
  { pattern: "/univers-marin/pmr/gestion-autorisations", title: msg`Autorisation armateur` },
  { pattern: "/univers-marin/pmr/donnees-personnelles", title: msg`Mes données personnelles` },
  { pattern: "/univers-marin/pmr/gestion-alertes", title: msg`Mes alertes` },
  { pattern: "/univers-marin/pmr/contact", title: msg`Contactez-nous` },
  { pattern: "/univers-marin/demandes", title: msg`Mes demandes` },
  { pattern: "/univers-marin/demandes/rendez-vous", title: msg`Demander un RDV médical` },
  { pattern: SEAFARER_SEARCH_PATTERN, title: msg`Rechercher un marin` },
];

/** The title of a sub-application page that is not in the table. */
export const SUB_APPLICATION_TITLE = msg`Espace marin`;

const LANGUAGE_PREFIX = /^\/(?:fr|en|es)(?=\/|$)/i;

function segmentsOf(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

/** The path without query, hash, language prefix and trailing slashes. */
function normalisePath(path: string): string {
  const pathname = path.replace(/[?#].*$/, "").replace(LANGUAGE_PREFIX, "");
  return `/${segmentsOf(pathname).join("/")}`;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * True when the path (with or without a language prefix) matches the pattern: literal segments
 * compare case-insensitively, a :param segment matches any non-empty value.
 */
export function matchesPattern(pattern: RoutePattern, path: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(normalisePath(path)).map(decode);
  if (expected.length !== actual.length) return false;
  return expected.every((segment, index) => {
    const value = actual[index] ?? "";
    if (segment.startsWith(":")) return value !== "";
    return segment.toLowerCase() === value.toLowerCase();
  });
}

/** Spec 2.2: the sub-application is mounted for any path that contains /univers-marin. */
export function isUniversMarinPath(path: string): boolean {
  return /\/univers-marin(?=\/|$|[?#])/i.test(path);
}

export function findSubApplicationRoute(path: string): SubApplicationRoute | undefined {
  return SUB_APPLICATION_ROUTES.find((route) => matchesPattern(route.pattern, path));
}

/** The document title of a sub-application page. */
export function subApplicationTitle(path: string): MessageDescriptor {
  return findSubApplicationRoute(path)?.title ?? SUB_APPLICATION_TITLE;
}

/** The agents' seafarer search page, where the main menu is hidden (spec 2.3). */
export function isSeafarerSearchPath(path: string): boolean {
  return matchesPattern(SEAFARER_SEARCH_PATTERN, path);
}
