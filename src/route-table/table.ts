import { stripLocale } from "../i18n/locales";
import { UNIVERS_MARIN_BASE, isUniversMarinPath } from "./univers-marin-path";

/**
 * The portal's pages, shell and sub-application, each declared once with what the rest of the
 * code decides from it: the 401 rule, the habilitation redirect, the menu, the site map, the
 * breadcrumb titles (titles.ts), the exported pages. Free of Lingui macros, so that the build's
 * Node scripts and the e2e suite read the same table as the browser.
 */

/** A path without language prefix: literal segments, :name for any value, a last :name? for any value or none. */
export type RoutePattern = `/${string}`;

/**
 * Who may be on a page (docs/sign-in-and-session.md, "Who is logged out"):
 * - public: a visitor who never signed in reads it; a 401 there means "not signed in";
 * - sign-in: a sign-in page, which expects 401s;
 * - signed-in: anyone signed in, habilitation or not; a 401 logs out;
 * - seafarer: only a habilité seafarer stays; a user connected without habilitation is sent to sign in (spec 4).
 */
export type Access = "public" | "sign-in" | "signed-in" | "seafarer";

export interface PortalRoute {
  readonly path: RoutePattern;
  readonly access: Access;
  /** Spec 2.3: the main menu is hidden there. */
  readonly menuHidden: boolean;
  /** Prerendered under every language prefix at build; a parametrised path with the values the build gives it. */
  readonly exported: boolean;
}

// The path keeps its literal type, so that a router link built from it type-checks against the file routes.
const page = <Path extends RoutePattern>(path: Path, access: Access, menuHidden = false): PortalRoute & { readonly path: Path } => ({
  path,
  access,
  menuHidden,
  exported: true,
});

/**
 * Every page, in the order of the export: the shell's of spec 2.1, then the sub-application's
 * frame (any /univers-marin path that is not one of its routes) and its routes of spec 2.2.
 */
export const ROUTES = {
  login: page("/login", "sign-in"),
  loginAyantDroit: page("/loginAyantDroit", "sign-in"),
  loginAgent: page("/login-agent", "sign-in"),
  registration: page("/inscription", "signed-in"),
  myAccount: page("/mes-infos", "seafarer"),
  appointmentError: page("/erreurRdvMarin", "signed-in"),
  siteMap: page("/plan-site", "public"),
  accessibility: page("/accessibilite", "public"),
  // Public with or without a code, so that a 401 on a mistyped /error/ address logs nobody out.
  error: page("/error/:errorCode?", "public"),
  universMarin: page(UNIVERS_MARIN_BASE, "seafarer"),
  home: page("/univers-marin/pmr/accueil-pmr", "seafarer"),
  medicalFitness: page("/univers-marin/pmr/aptitude-medicale", "seafarer"),
  serviceLines: page("/univers-marin/pmr/lignes-de-service", "seafarer"),
  titles: page("/univers-marin/pmr/mes-titres", "seafarer"),
  trainings: page("/univers-marin/pmr/formations", "seafarer"),
  derogations: page("/univers-marin/pmr/derogations", "seafarer"),
  shipownerAuthorisation: page("/univers-marin/pmr/gestion-autorisations", "seafarer"),
  personalData: page("/univers-marin/pmr/donnees-personnelles", "seafarer"),
  alerts: page("/univers-marin/pmr/gestion-alertes", "seafarer"),
  contact: page("/univers-marin/pmr/contact", "seafarer"),
  requests: page("/univers-marin/demandes", "seafarer"),
  // The ayant droit's continuation (spec 2.4, /loginAyantDroit): the appointment booked for a seafarer.
  appointmentRequest: page("/univers-marin/demandes/rendez-vous", "signed-in"),
  // The agents' page, which their rights govern, not a habilitation; the only one without the menu.
  seafarerSearch: page("/univers-marin/agent/rechercher-marin", "signed-in", true),
} as const satisfies Record<string, PortalRoute>;

export type RouteId = keyof typeof ROUTES;

export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** The home page, where the empty path and every "home" link lead (spec 2.1). */
export const HOME_ROUTE = ROUTES.home;

/** True for the sub-application's own routes (spec 2.2), not its frame nor the shell's pages. */
export function isSubApplicationRoute(route: PortalRoute): boolean {
  return route.path.startsWith(`${UNIVERS_MARIN_BASE}/`);
}

/** A sub-application route's path under the shell's splat route (/{-$lang}/univers-marin/$). */
export function splatOf(route: PortalRoute): string {
  return route.path.slice(UNIVERS_MARIN_BASE.length + 1);
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The one path normaliser: lower case (the sub-application's patterns match under any letter
 * case, spec 2.2, its prefix included, and the router matches the shell's paths so too), without
 * query, hash or empty segments (trailing slashes).
 */
export function normalisePath(path: string): string {
  const segments = path
    .replace(/[?#].*$/, "")
    .split("/")
    .filter((segment) => segment !== "");
  return `/${segments.join("/")}`.toLowerCase();
}

/** The segments of a path as the route table reads them: normalised, without language prefix, decoded. */
export function pathSegments(path: string): string[] {
  return stripLocale(normalisePath(path))
    .split("/")
    .filter((segment) => segment !== "")
    .map(decode);
}

/**
 * True when the path (with or without a language prefix) matches the pattern: literal segments
 * compare case-insensitively, a :param segment matches any non-empty value, a last :param? also none.
 */
export function matchesPattern(pattern: RoutePattern, path: string): boolean {
  const expected = pattern.split("/").filter((segment) => segment !== "");
  const actual = pathSegments(path);
  const optional = expected.at(-1)?.endsWith("?") === true;
  if (actual.length !== expected.length && !(optional && actual.length === expected.length - 1)) return false;
  return actual.every((value, index) => {
    const segment = expected[index] ?? "";
    if (segment.startsWith(":")) return value !== "";
    return segment.toLowerCase() === value.toLowerCase();
  });
}

/** The path of a pattern with its parameters given. */
export function fillPattern(pattern: RoutePattern, values: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)\??/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The route of a page: the one whose pattern the path matches, else the sub-application's frame
 * for any other path containing /univers-marin, else none (the not-found page, or the empty
 * path that redirects home).
 */
export function routeAt(path: string): PortalRoute | undefined {
  const found = ROUTE_IDS.map((id) => ROUTES[id]).find((route: PortalRoute) => matchesPattern(route.path, path));
  return found ?? (isUniversMarinPath(path) ? ROUTES.universMarin : undefined);
}

/** The same route, as its id. */
export function routeIdAt(path: string): RouteId | undefined {
  const route = routeAt(path);
  return ROUTE_IDS.find((id) => ROUTES[id] === route);
}

/** The server's logout address (docs/decisions.md: GET /logout, proxied to the backend): not a page, but the site map links it. */
export const LOGOUT_PATH = "/logout";

/** A site map destination: a page of the table, or the server's logout. */
export type SiteMapDestination = RouteId | "logout";

export type SiteMapNode =
  SiteMapDestination | { readonly group: "qualifications" | "requests" | "account"; readonly children: readonly SiteMapDestination[] };

/**
 * Spec 2.4's site map, in its order and grouping: the page ((features/site-map)) labels it, the e2e
 * suite follows its links. The requests group points to the two request routes: the appointment
 * for another person, and the requests screen for a title.
 */
export const SITE_MAP_TREE: readonly SiteMapNode[] = [
  "home",
  "medicalFitness",
  "serviceLines",
  { group: "qualifications", children: ["titles", "trainings", "derogations"] },
  { group: "requests", children: ["appointmentRequest", "requests"] },
  "shipownerAuthorisation",
  { group: "account", children: ["personalData", "alerts"] },
  "logout",
  "contact",
  "myAccount",
  "accessibility",
];

/** The path a site map destination links to, without language prefix. */
function destinationPath(destination: SiteMapDestination): string {
  return destination === "logout" ? LOGOUT_PATH : ROUTES[destination].path;
}

/** Every destination of the site map in the order it shows them, without language prefix. */
export function siteMapPaths(): string[] {
  return SITE_MAP_TREE.flatMap((node) => (typeof node === "string" ? [node] : node.children)).map(destinationPath);
}
