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
import { startUniversMarin } from "../features/univers-marin/start";
import { getConfig } from "../config/config";
import { loadRuntimeConfig } from "../config/load-runtime-config";
import { fetchCatalogs } from "../i18n/catalogs";
import { startConnectionNotice } from "../offline/connection-notice";
import { browserRetryEnvironment, scheduleAutoRetry } from "../offline/retry-schedule";
import { followRoundTrip, tripKeeperOf } from "../api/provider-round-trip";
import { watchProviderLinks } from "../api/provider-links";
import { refusableStorage } from "../session/refusable-storage";
import { keepTestUserId } from "../session/test-user-id";
import type { BootInput } from "./boot-app";
import { exportedForThisPage } from "./hydration";
import { browserWaits } from "./browser-waits";
import { applyDeferredFonts } from "./deferred-fonts";
import { type EntryStarted, runLoadPlan } from "./load-plan";
import { READY_ATTRIBUTE, READY_VALUE } from "./ready-mark";
import { routeModules } from "./route-modules";

/**
 * The entry's own step of the load plan (load-plan.ts): the requests that need nothing of the app
 * (env.js, the label files), the test user id kept, and univers-marin's start for the plan to run.
 */
function startEntry(): EntryStarted {
  const { pathname } = window.location;
  const runtimeConfig = loadRuntimeConfig((attempt, retry) => scheduleAutoRetry(attempt, retry, browserRetryEnvironment(window)));
  const labelFiles = fetchCatalogs(localeFromPath(pathname));
  const storage = refusableStorage(() => window.localStorage);
  // Kept before univers-marin may register, either way (spec 4).
  const configured = runtimeConfig.settled.then(() => {
    const config = getConfig();
    keepTestUserId(config.TEST_USER_ID, storage);
    return config;
  });
  return {
    startUniversMarin: () => {
      // Only where the app will hydrate this very path's export around the module: elsewhere it
      // renders the page afresh, which would take the module's element away with its content.
      const root = document.getElementById("root");
      const exportedHere = root !== null && exportedForThisPage(root, pathname);
      return startUniversMarin({ location: window.location, doc: document, configured, labelFiles, exportedHere });
    },
    loadLibraries,
    loadApp: async (universMarin) => {
      const [{ bootApp }] = await Promise.all([import("./boot-app"), runtimeConfig.firstAttempt]);
      const input: BootInput = { locale: localeFromPath(window.location.pathname), labelFiles, universMarin };
      return { hydrate: (limits) => bootApp(input, limits) };
    },
  };
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
