import "../app/dsfr-styles";
// Here it joins the render-blocking stylesheet; imported by the app's code alone, it would break
// the shell chunk, and the build refuses it (scripts/build/vite-shell-chunk.ts).
import "../layout/empty-slots.css";
import "../layout/header/header-fit.css";
import "../ui/closed-dialogs.css";
import "../app/dsfr-dark-contrast.css";
import "../features/univers-marin/frame.css";
// First among the modules: evaluated later, two modules the app's chunks share with the entry
// (i18n/locales.ts, route-table/univers-marin-path.ts) leave the entry's chunk for chunks of their
// own, two more requests on every first visit (e2e/budgets.spec.ts).
import { localeFromPath } from "../i18n/locales";
import { sendModulePageRequests } from "../features/univers-marin/module-page-requests";
import { getConfig } from "../config/config";
import { type RuntimeConfigLoading, loadRuntimeConfig } from "../config/load-runtime-config";
import { type UniversMarinHost, browserHostDeps, createUniversMarinHost } from "../features/univers-marin/host";
import { universMarinEntry } from "../features/univers-marin/module-url";
import { readOverrideMap } from "../features/univers-marin/override-map";
import type { PortalConfig } from "../config/schema";
import { type LoadedCatalogs, fetchCatalogs } from "../i18n/catalogs";
import { startConnectionNotice } from "../offline/connection-notice";
import { browserRetryEnvironment, scheduleAutoRetry } from "../offline/retry-schedule";
import { followRoundTrip, tripKeeperOf } from "../api/provider-round-trip";
import { watchProviderLinks } from "../api/provider-links";
import { refusableStorage } from "../session/refusable-storage";
import { keepTestUserId } from "../session/test-user-id";
import type { EarlyAnswers } from "../features/univers-marin/early-answers";
import { earlySessionLetsModuleRegister } from "../features/univers-marin/early-session";
import { exportedForThisPage } from "./hydration";
import { browserWaits } from "./browser-waits";
import { applyDeferredFonts } from "./deferred-fonts";
import { type AppBoot, type EntryStarted, LOAD_PLAN, runLoadPlan } from "./load-plan";
import { type ModulePaint, createModulePaint } from "../features/univers-marin/module-paint";
import { READY_ATTRIBUTE, READY_VALUE } from "./ready-mark";
import { routeModules } from "./route-modules";
import { startBeforeApp } from "../features/univers-marin/start";

/** What the entry made and asked for, handed to the app's boot (boot-app.tsx). */
interface EntryHandOver {
  readonly runtimeConfig: RuntimeConfigLoading;
  /** env.js has run and the test user id is kept: what either way of registering univers-marin waits for. */
  readonly configured: Promise<PortalConfig>;
  readonly labelFiles: Promise<LoadedCatalogs>;
  readonly universMarin: UniversMarinHost;
  readonly modulePaint: ModulePaint;
  readonly early: EarlyAnswers;
}

/**
 * The entry's own step of the load plan (load-plan.ts): the requests that need nothing of the
 * app (env.js, the label files; on a /univers-marin page the session's answers and main.js), and
 * the module itself, started in its exported frame.
 */
function startEntry(): EntryStarted {
  const { pathname } = window.location;
  const runtimeConfig = loadRuntimeConfig((attempt, retry) => scheduleAutoRetry(attempt, retry, browserRetryEnvironment(window)));
  const labelFiles = fetchCatalogs(localeFromPath(pathname));
  const storage = refusableStorage(() => window.localStorage);
  const configured = runtimeConfig.settled.then(() => {
    const config = getConfig();
    keepTestUserId(config.TEST_USER_ID, storage);
    return config;
  });
  // Where the environment allows overrides, the module preloaded is the one single-spa will load.
  const overrides = configured.then((config) => readOverrideMap(config));
  const moduleEntry = Promise.all([configured, overrides]).then(([config, map]) => universMarinEntry(config, map));
  const early = sendModulePageRequests(window.location, moduleEntry);
  const universMarin = createUniversMarinHost(browserHostDeps(overrides));
  const modulePaint = createModulePaint({ doc: document, pathname, status: universMarin.status, stylesheetsCapMs: LOAD_PLAN.modulePainted.capMs });
  const handOver: EntryHandOver = { runtimeConfig, configured, labelFiles, universMarin, modulePaint, early };
  return {
    modulePaint,
    moduleFirst: startModuleBeforeApp(handOver),
    loadLibraries,
    loadApp: () => loadApp(handOver),
  };
}

/**
 * Only where the app will hydrate the exported page around the module: the export of this very
 * path (not one nginx answered another path with), all its label files in. Elsewhere the app
 * renders the page afresh, which would take the module's element away with its content.
 */
function startModuleBeforeApp({ configured, labelFiles, universMarin, early }: EntryHandOver): boolean {
  const root = document.getElementById("root");
  const { pathname } = window.location;
  if (!root || !exportedForThisPage(root, pathname)) return false;
  return startBeforeApp(window.location, document, universMarin, async () => {
    // configured: the test user id is kept before the module may register.
    const [, catalogs] = await Promise.all([configured, labelFiles]);
    return catalogs.complete && (await earlySessionLetsModuleRegister({ pathname, early, capMs: LOAD_PLAN.sessionAnswers.capMs }));
  });
}

/** The route's chunks (listed by the export on #root) beside the libraries' chunk, Preact's among them. */
async function loadLibraries(): Promise<void> {
  for (const href of routeModules(document.getElementById("root"))) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  await import("react-dom/client");
}

async function loadApp({ runtimeConfig, configured, labelFiles, universMarin, modulePaint, early }: EntryHandOver): Promise<AppBoot> {
  const [{ bootApp }] = await Promise.all([import("./boot-app"), runtimeConfig.firstAttempt]);
  const locale = localeFromPath(window.location.pathname);
  return { hydrate: (limits) => bootApp({ locale, labelFiles, configured, universMarin, modulePaint, early }, limits) };
}

/** Back from the backend and an identity provider: to the page the user left, before anything else loads. */
const leaving = followRoundTrip({
  ...tripKeeperOf(window),
  location: window.location,
  replace: (url) => window.location.replace(url),
  replaceState: (url) => window.history.replaceState(window.history.state, "", url),
});
if (!leaving) {
  watchProviderLinks(window);
  // Before the app, which a page opened offline from the worker's cache may wait for (fonts, chunks).
  startConnectionNotice(window);
  void runLoadPlan(
    {
      // A root with nothing exported in it (npm start's pages: nothing is exported in development)
      // has no content for the app to make way for: waiting would only leave the page blank longer.
      exported: Boolean(document.getElementById("root")?.firstElementChild),
      startEntry,
      applyDeferredFonts: () => applyDeferredFonts(document),
      markReady: () => document.documentElement.setAttribute(READY_ATTRIBUTE, READY_VALUE),
    },
    browserWaits,
  );
}
