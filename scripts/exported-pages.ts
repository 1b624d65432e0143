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
  // The frame nginx serves for every /univers-marin path of the language; the sub-application fills it.
  "/univers-marin",
  // The codes with texts of their own; nginx serves /error/400 or /error/500 for the others.
  ...ERROR_KINDS.map((code) => `/error/${code}`),
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
    ...SHELL_PATHS.map((path) => ({
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
