import { RUNTIME_CONFIG_SRC } from "../../src/config/load-runtime-config";
import { CATALOGS, catalogUrl } from "../../src/i18n/catalogs";
import type { Locale } from "../../src/i18n/locales";
import type { PageAssets } from "./page-assets";

/**
 * The head of a /univers-marin page asks at once for everything the module's mount waits for:
 * the app's chunks, the module host's chunk and stylesheet, env.js and the label files. A shell
 * page has its content in its HTML and asks for the app once it has painted
 * (src/load-after-paint.ts); this page's content is the module's, which waited for the first
 * paint, then the app, then the host: on the satellite profile its h1 came 2.5 s sooner with
 * the requests sent from the head, the link being idle while the page's stylesheet came.
 * Each preload is made as the app will make the request (crossorigin for modules, Vite's
 * stylesheet link and fetch; none for env.js's classic script), so the browser hands it over.
 */
export function framePreloads(page: PageAssets, moduleHost: PageAssets, locale: Locale): string[] {
  const modules = [...new Set([...page.modules, ...moduleHost.modules])];
  return [
    ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...moduleHost.stylesheets.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    `<link rel="preload" as="script" href="${RUNTIME_CONFIG_SRC}">`,
    ...CATALOGS.map((catalog) => `<link rel="preload" as="fetch" crossorigin href="${catalogUrl(catalog, locale)}">`),
  ];
}
