import { NOT_FOUND_MARK } from "../src/app/hydration";
import { LOCALES, type Locale } from "../src/i18n/locales";
import { ERROR_KINDS } from "../src/pages/error/error-codes";

/** The shell pages exported at build, under each language prefix and unprefixed (French). */
export const SHELL_PATHS = [
  "/login",
  "/loginAyantDroit",
  "/login-agent",
  "/inscription",
  "/mes-infos",
  "/erreurRdvMarin",
  "/plan-site",
  "/accessibilite",
  // The codes with texts of their own; nginx serves /error/400 or /error/500 for the others.
  ...ERROR_KINDS.map((code) => `/error/${code}`),
] as const;

/**
 * The sub-application's frame, exported for every route of spec 2.2 (kept equal to
 * src/univers-marin/route-patterns.ts by its test) and for /univers-marin itself, which nginx
 * serves for any other /univers-marin path of the language.
 */
export const SUB_APPLICATION_PATHS = [
  "/univers-marin",
  "/univers-marin/pmr/accueil-pmr",
  "/univers-marin/pmr/aptitude-medicale",
  "/univers-marin/pmr/lignes-de-service",
  "/univers-marin/pmr/mes-titres",
  "/univers-marin/pmr/formations",
  "/univers-marin/pmr/derogations",
  "/univers-marin/pmr/gestion-autorisations",
  "/univers-marin/pmr/donnees-personnelles",
  "/univers-marin/pmr/gestion-alertes",
  "/univers-marin/pmr/contact",
  "/univers-marin/demandes",
  "/univers-marin/demandes/rendez-vous",
  "/univers-marin/agent/rechercher-marin",
] as const;

export interface ExportedPage {
  readonly url: string;
  readonly file: string;
  readonly locale: Locale;
  readonly mark: string;
  readonly expectedStatus: number;
}

const PREFIXES: ReadonlyArray<{ prefix: string; locale: Locale }> = [
  { prefix: "", locale: "fr" },
  ...LOCALES.map((locale) => ({ prefix: `/${locale}`, locale })),
];

export function exportedPages(): ExportedPage[] {
  return PREFIXES.flatMap(({ prefix, locale }) => [
    ...[...SHELL_PATHS, ...SUB_APPLICATION_PATHS].map((path) => ({
      url: `${prefix}${path}`,
      file: `${prefix}${path}/index.html`,
      locale,
      mark: `${prefix}${path}`,
      expectedStatus: 200,
    })),
    {
      url: `${prefix}/__not-found__`,
      file: `${prefix}/404.html`,
      locale,
      mark: NOT_FOUND_MARK,
      expectedStatus: 404,
    },
  ]);
}
