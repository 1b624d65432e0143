import { NOT_FOUND_MARK } from "../src/boot/hydration";
import { LOCALES, type Locale } from "../src/i18n/locales";
import { ERROR_KINDS } from "../src/features/errors/error-codes";
import { type PortalRoute, ROUTES, ROUTE_IDS, fillPattern } from "../src/route-table/table";
import { UNIVERS_MARIN_BASE } from "../src/route-table/univers-marin-path";

const exported = ROUTE_IDS.map((id) => ROUTES[id]).filter((route: PortalRoute) => route.exported);

/**
 * The shell pages the route table exports, under each language prefix and unprefixed (French);
 * the error route with the codes that have texts of their own (nginx serves /error/400 or
 * /error/500 for the others).
 */
export const SHELL_PATHS: readonly string[] = exported
  .filter((route) => !route.path.startsWith(UNIVERS_MARIN_BASE))
  .flatMap((route) =>
    route === ROUTES.error ? ERROR_KINDS.map((code) => fillPattern(route.path, { errorCode: String(code) })) : [route.path],
  );

/**
 * The sub-application's frame, exported for every route of spec 2.2 and for /univers-marin
 * itself, which nginx serves for any other /univers-marin path of the language.
 */
export const SUB_APPLICATION_PATHS: readonly string[] = exported
  .filter((route) => route.path.startsWith(UNIVERS_MARIN_BASE))
  .map((route) => route.path);

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
