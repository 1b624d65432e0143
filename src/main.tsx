import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { startAnalytics } from "./analytics/start-analytics";
import { App } from "./app/App";
import { registerDsfrBindings } from "./app/dsfr-setup";
import { shouldHydrate } from "./app/hydration";
import { createLeavePage } from "./app/leave-page";
import { createQueryClient } from "./app/query-client";
import { createBrowserApiClient } from "./api/client";
import { createShellBridge } from "./app/shell-bridge";
import { startServiceWorker } from "./app/start-service-worker";
import { applyDeferredFonts } from "./app/deferred-fonts";
import { createModulePaint } from "./app/module-paint";
import { yieldToBrowser } from "./app/yield-to-browser";
import { createAppRouter } from "./app/router";
import { getConfig } from "./config/config";
import type { LoadedCatalogs } from "./i18n/catalogs";
import type { Locale } from "./i18n/locales";
import { documentTitle } from "./layout/document-title";
import { isNotFoundMatch, routeTitles } from "./layout/route-titles";
import { createI18n, enableSourceFallback } from "./i18n/setup";
import { guardHabilitatedPages } from "./session/habilitation-guard";
import { createSessionStartup } from "./session/startup";
import { startUniversMarinEarly } from "./features/univers-marin/start-early";
import { type UniversMarinHost, createUniversMarinHost } from "./features/univers-marin/host";
import { createShellHistory } from "./features/univers-marin/shell-history";

/**
 * Starts the app on the exported page, with the label files of its language that the page's
 * entry requested; `configured` settles once env.js has run (offline, when the connection is back).
 * `universMarin` is the sub-application's host the entry started on a /univers-marin page.
 */
export async function boot(
  locale: Locale,
  labelFiles: Promise<LoadedCatalogs>,
  configured: Promise<void>,
  universMarin: UniversMarinHost = createUniversMarinHost(),
): Promise<void> {
  getConfig();
  const catalogs = await labelFiles;
  const i18n = createI18n(locale, catalogs.messages);
  if (!catalogs.complete) await enableSourceFallback(i18n);
  registerDsfrBindings();

  const queryClient = createQueryClient();
  const api = createBrowserApiClient();
  const leavePage = createLeavePage(window);
  const router = createAppRouter(createShellHistory(), queryClient);
  startUniversMarinEarly(window.location, universMarin);
  const modulePaint = createModulePaint({
    doc: document,
    pathname: window.location.pathname,
    status: universMarin.status,
    onPageResolved: (listener) => router.subscribe("onResolved", (event) => listener(event.toLocation.pathname)),
  });
  const startSession = createSessionStartup({
    queryClient,
    api,
    testUserId: getConfig().TEST_USER_ID,
    storage: window.localStorage,
    pathname: () => window.location.pathname,
    navigate: leavePage,
    // Its host is in env.js: a page opened offline registers it once the connection is back.
    registerSubApplication: () =>
      void configured.then(() => universMarin.handOverShell(createShellBridge((href) => void router.navigate({ href }), queryClient))),
  });
  void startSession();
  guardHabilitatedPages({
    queryClient,
    onPageResolved: (listener) => router.subscribe("onResolved", (event) => listener(event.toLocation.pathname)),
    navigate: leavePage,
  });
  // Creating the router and matching the route each take a slice of a slow phone's CPU: in one
  // task with the rest of startup, they would keep a tap unanswered for a few hundred ms.
  await yieldToBrowser();
  await router.load();
  await yieldToBrowser();

  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from the page");
  const app = (
    <StrictMode>
      <App
        i18n={i18n}
        queryClient={queryClient}
        api={api}
        router={router}
        retrySession={startSession}
        universMarin={universMarin}
        modulePaint={modulePaint}
      />
    </StrictMode>
  );
  // Everything requested before this mark is what the first render needed (npm run bench).
  performance.mark("portal:render");
  // A page whose labels could not all load differs from its export: render it afresh.
  const hydrate = catalogs.complete && shouldHydrate(container, window.location.pathname, isNotFoundMatch(router.state.matches));
  if (hydrate) {
    // What TanStack's own hydration sets: the tree then renders exactly as it did at export.
    router.ssr = { manifest: undefined };
    hydrateRoot(container, app);
  } else createRoot(container).render(app);
  startAnalytics(getConfig(), router, () =>
    documentTitle(
      i18n,
      routeTitles(router.state.matches).map((title) => i18n._(title)),
    ),
  );
  startServiceWorker((checkForUpdate) => router.subscribe("onResolved", checkForUpdate));
  applyDeferredFonts(document, modulePaint);
}
