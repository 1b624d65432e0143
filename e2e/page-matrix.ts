import { PERSONAS } from "../mock/backend/personas";
import { ROUTES, type PortalRoute, fillPattern, isSubApplicationRoute, routeAt } from "../src/route-table/table";
import { judgeSession } from "../src/session/judgement";
import { HEADER_STATES } from "./header-states";
import { SHELL_PAGES, knownFor } from "./route-pages";

/**
 * The page matrix (e2e/page-matrix.spec.ts): each page of the route table in the header state
 * that sees most of it, each other state of the frame on its first page, one univers-marin page
 * and the agent's search page for the frame around the sub-application. Each cell is loaded once
 * per theme in French and once in English or Spanish, and every check runs on that load.
 */

export type Lang = "fr" | "en" | "es";
export type Theme = "light" | "dark";

/** A page's breadcrumb label in French, and in the other languages where the matrix checks it. */
export interface Labels {
  readonly fr: string;
  readonly en?: string;
  readonly es?: string;
}

export interface Cell {
  /** Without language prefix. */
  readonly path: string;
  /** Signed in as this persona (mock/backend/PERSONAS.md); a visitor otherwise. */
  readonly persona: string | undefined;
  /** What the frame shows, in words (header-states.ts). */
  readonly state: string;
  /** The shell's own page, with its breadcrumb; none for the frame around univers-marin. */
  readonly labels: Labels | undefined;
  /** The main menu is shown: to a habilité seafarer (spec 6), but where the route table hides it (spec 2.3). */
  readonly menu: boolean;
}

const LABELS: Readonly<Record<string, Labels>> = {
  "/plan-site": { fr: "Plan du site", en: "Site map", es: "Mapa del sitio" },
  "/accessibilite": { fr: "Accessibilité", en: "Accessibility", es: "Accesibilidad" },
  "/login": { fr: "Se connecter à mon espace marin" },
  "/loginAyantDroit": { fr: "Se connecter pour prendre un RDV médical à la place d'un marin" },
  "/login-agent": { fr: "Se connecter à l'espace marin en tant qu'agent" },
  "/inscription": { fr: "Finalisation de l'inscription" },
  "/mes-infos": { fr: "Mon compte", en: "My account", es: "Mi cuenta" },
  "/erreurRdvMarin": { fr: "Informations sur le marin concerné par le rendez-vous médical : erreur" },
  "/error/500": { fr: "Erreur 500 : erreur inattendue", en: "Error 500: unexpected error", es: "Error 500: error inesperado" },
  "/nulle-part": { fr: "Page non trouvée" },
};

/** The persona that sees the most of a page: the sign-in pages a visitor's, /inscription a user without habilitation's. */
function personaFor(route: PortalRoute | undefined): string | undefined {
  if (route?.access === "sign-in") return undefined;
  if (route === ROUTES.registration) return "sans-habilitation";
  return "marin-fc";
}

function stateOf(persona: string | undefined): string {
  const state = HEADER_STATES.find((candidate) => candidate.persona === persona);
  if (state === undefined) throw new Error(`page matrix: ${persona ?? "a visitor"} is in no header state`);
  return state.name;
}

function habilitated(persona: string | undefined): boolean {
  const found = PERSONAS.find((candidate) => candidate.id === persona);
  return found !== undefined && judgeSession({ rights: found.droits, habilitations: found.habilitations }).habilitated;
}

function cell(path: string, persona: string | undefined): Cell {
  const route = routeAt(path);
  const shellPage = route === undefined || !isSubApplicationRoute(route);
  return {
    path,
    persona,
    state: stateOf(persona),
    labels: shellPage ? knownFor("breadcrumb labels", LABELS, path) : undefined,
    menu: habilitated(persona) && route?.menuHidden !== true,
  };
}

/** Every shell page (spec 2.1), one error page and the not-found page, then the frame's other states. */
const CELLS: readonly Cell[] = [
  ...[...SHELL_PAGES, fillPattern(ROUTES.error.path, { errorCode: "500" }), "/nulle-part"].map((path) =>
    cell(path, personaFor(routeAt(path))),
  ),
  ...HEADER_STATES.map(({ page, persona }) => cell(page, persona)),
  cell(ROUTES.home.path, "marin-fc"),
  cell(ROUTES.seafarerSearch.path, "agent"),
].filter((sample, index, all) => all.findIndex((other) => other.path === sample.path && other.persona === sample.persona) === index);

export interface Load {
  readonly cell: Cell;
  readonly lang: Lang;
  readonly theme: Theme;
  /** The reflow layouts depend on the language's words, not on the colours: once per cell and language. */
  readonly reflow: boolean;
}

/**
 * French in both themes; English and Spanish are the French templates with other words, so each
 * cell once in one of the two, both languages and both themes in turn down the list.
 */
export const LOADS: readonly Load[] = [
  ...CELLS.flatMap((cell) => [
    { cell, lang: "fr" as const, theme: "light" as const, reflow: true },
    { cell, lang: "fr" as const, theme: "dark" as const, reflow: false },
  ]),
  ...CELLS.map((cell, index) => ({
    cell,
    lang: index % 2 === 0 ? ("en" as const) : ("es" as const),
    theme: Math.floor(index / 2) % 2 === 0 ? ("light" as const) : ("dark" as const),
    reflow: true,
  })),
];
