import { RUNTIME_CONFIG_PRELOAD } from "../../src/service-worker/runtime-config-preload";
import type { PageAssets } from "./page-assets";

/**
 * The head of a /univers-marin page asks at once for what the module's mount waits for: the
 * module host's chunk and stylesheet, and env.js. The page's entry starts the module before the
 * app (src/features/univers-marin/start.ts) and asks for the app's code, the route's
 * chunks and the label files once the module has shown (src/boot/entry.ts): asked for from
 * the head too, they took the link from the module's own requests, on a satellite link as on
 * Lighthouse's phone. A repeat visit's page, from the service worker, asks for env.js after its
 * first paint (src/service-worker/runtime-config-preload.ts). Each preload is made as the entry
 * will make the request (crossorigin for modules, Vite's stylesheet link; none for env.js's
 * classic script), so the browser hands it over.
 */
export function framePreloads(moduleHost: PageAssets): string[] {
  return [
    ...moduleHost.modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...moduleHost.stylesheets.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    RUNTIME_CONFIG_PRELOAD,
  ];
}
