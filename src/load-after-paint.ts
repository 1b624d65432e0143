import "./app/dsfr-styles";
// Here it joins the render-blocking stylesheet; imported by the app's code alone, it would break
// the shell chunk, and the build refuses it (scripts/build/vite-shell-chunk.ts).
import "./layout/empty-slots.css";
import "./layout/header/header-fit.css";
import "./app/dsfr-dark-contrast.css";
import "./features/univers-marin/frame.css";
import { afterFirstContentfulPaint } from "./app/after-first-paint";
import { routeModules } from "./app/route-modules";
import { getConfig } from "./config/config";
import { type RuntimeConfigLoading, loadRuntimeConfig } from "./config/load-runtime-config";
import { sendModulePageRequests } from "./features/univers-marin/first-requests";
import type { UniversMarinHost } from "./features/univers-marin/host";
import { startBeforeApp } from "./features/univers-marin/start-before-app";
import { createModulePaint } from "./app/module-paint";
import { exportedForThisPage } from "./app/hydration";
import type { PortalConfig } from "./config/schema";
import { earlySessionLetsModuleRegister } from "./session/early-session";
import { yieldToBrowser } from "./app/yield-to-browser";
import { type LoadedCatalogs, fetchCatalogs } from "./i18n/catalogs";
import { localeFromPath } from "./i18n/locales";
import { startConnectionNotice } from "./offline/connection-notice";
import { followRoundTrip } from "./api/provider-round-trip";
import { watchProviderLinks } from "./api/provider-links";

/**
 * The page's entry. The exported HTML reads and works before any script runs, so the app's code
 * (some 90 KB) is requested once the page has painted its content: on a slow connection it would
 * otherwise take bandwidth from the stylesheets and fonts the first paint waits for. The route's
 * own chunks, which the export lists on #root, the label files of the page's language and the
 * runtime configuration (env.js) are requested at the same moment, so that hydration does not
 * wait for the app to ask for them. On a /univers-marin page, whose content is the module's, the
 * entry asks then for the rights and habilitations and for main.js
 * (features/univers-marin/first-requests.ts), starts the module itself
 * (features/univers-marin/start-before-app.ts), and requests the app's code once the module has
 * shown.
 */
function loadApp(runtimeConfig: RuntimeConfigLoading, labelFiles: Promise<LoadedCatalogs>, universMarin?: UniversMarinHost): void {
  for (const href of routeModules(document.getElementById("root"))) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  const locale = localeFromPath(window.location.pathname);
  // The libraries' chunk (Preact's among them) first, then the app's in a task of its own: their
  // evaluation was one long task (scripts/build/vite-shell-chunk.ts). Both are already being fetched:
  // the export lists them on #root with the route's chunks.
  void import("react-dom/client")
    .then(yieldToBrowser)
    .then(() => Promise.all([import("./main"), runtimeConfig.firstAttempt]))
    .then(([{ boot }]) => boot(locale, labelFiles, runtimeConfig.settled, universMarin));
}

function start(): void {
  // With the app's code rather than once it has run: on a slow connection, one round trip sooner.
  const runtimeConfig = loadRuntimeConfig();
  const labelFiles = fetchCatalogs(localeFromPath(window.location.pathname));
  const configured = runtimeConfig.settled.then(getConfig);
  sendModulePageRequests(
    window.location,
    configured.then((config) => config.UNIVERS_MARIN_HOST),
  );
  const universMarin = startModuleBeforeApp(configured, labelFiles);
  if (!universMarin) return loadApp(runtimeConfig, labelFiles);
  // The app's code then takes the link and the CPU once the module's content is on screen.
  createModulePaint({
    doc: document,
    pathname: window.location.pathname,
    status: universMarin.status,
    onPageResolved: noRouterYet,
  }).whenPainted(() => loadApp(runtimeConfig, labelFiles, universMarin), APP_WAITS_FOR_MODULE_MS);
}

/**
 * Only where the app will hydrate the exported page around the module: the export of this very
 * path (not one nginx answered another path with), all its label files in. Elsewhere the app
 * renders the page afresh, which would take the module's element away with its content.
 */
function startModuleBeforeApp(configured: Promise<PortalConfig>, labelFiles: Promise<LoadedCatalogs>): UniversMarinHost | undefined {
  const root = document.getElementById("root");
  const { pathname } = window.location;
  if (!root || !exportedForThisPage(root, pathname)) return undefined;
  const mayRegister = async () => {
    const [config, catalogs] = await Promise.all([configured, labelFiles]);
    return (
      catalogs.complete &&
      (await earlySessionLetsModuleRegister({ testUserId: config.TEST_USER_ID, storage: window.localStorage, pathname }))
    );
  };
  return startBeforeApp(window.location, document, mayRegister());
}

/** Until the app runs, no page is resolved by its router: a link to another page loads it. */
const noRouterYet = () => () => undefined;

/**
 * How long the app's code waits at most for the module's content: until the app runs, a module
 * that is slow to come shows no loading status, and the header's menu does nothing.
 */
const APP_WAITS_FOR_MODULE_MS = 1000;

/** Back from the backend and an identity provider: to the page the user left, before anything else loads. */
const leaving = followRoundTrip({
  sessionStorage: () => window.sessionStorage,
  location: window.location,
  replace: (url) => window.location.replace(url),
  replaceState: (url) => window.history.replaceState(window.history.state, "", url),
});
if (!leaving) {
  watchProviderLinks(window);
  // Before the app, which a page opened offline from the worker's cache may wait for (fonts, chunks).
  startConnectionNotice(window);
  // A root with nothing exported in it (npm start's pages: nothing is exported in development)
  // has no content for the app to make way for: waiting would only leave the page blank longer.
  if (document.getElementById("root")?.firstElementChild) afterFirstContentfulPaint(start);
  else start();
}
