import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { startAnalytics, startFieldFiguresIfOn } from "../analytics/start-analytics";
import { App } from "../app/App";
import { registerDsfrBindings } from "../app/dsfr-setup";
import { createLeavePage } from "../app/leave-page";
import { createQueryClient } from "../app/query-client";
import { createAppRouter } from "../app/router";
import { createShellBridge } from "../app/shell-bridge";
import { createBrowserApiClient } from "../api/client";
import { isLeavingThroughLogout, sessionEndedPage } from "../api/logout";
import { sessionSignalsOfPage } from "../api/session-signals";
import { getConfig } from "../config/config";
import { pagePartOf } from "../features/univers-marin/field-figures-source";
import { createShellHistory } from "../features/univers-marin/shell-history";
import type { UniversMarinStart } from "../features/univers-marin/start";
import type { LoadedCatalogs } from "../i18n/catalogs";
import type { Locale } from "../i18n/locales";
import { createI18n, enableSourceFallback } from "../i18n/setup";
import { documentTitle } from "../layout/document-title";
import { isNotFoundMatch, routeTitles } from "../layout/route-titles";
import { followSession } from "../session/follow-session";
import { refusableStorage } from "../session/refusable-storage";
import { createSessionStartup } from "../session/startup";
import { AfterHydration, dsfrLoaded, startShellParts } from "./after-hydration";
import { shouldHydrate } from "./hydration";
import type { AppLimits, HydratedApp } from "./load-plan";
import { whenIdle, yieldToBrowser } from "./scheduling";
import { startServiceWorker } from "./start-service-worker";
import { savesData } from "../offline/connection-hints";

/** What the page's entry hands the app (entry.ts). */
export interface BootInput {
  readonly locale: Locale;
  /** The label files of the page's language, requested by the entry. */
  readonly labelFiles: Promise<LoadedCatalogs>;
  /** univers-marin's start, made once by the load plan: its host, its paint gate, the session's answers it sent. */
  readonly universMarin: UniversMarinStart;
}

/**
 * Starts the app on the exported page (docs/load-plan.md): labels, router, session, hydration.
 * Resolves once the root has hydrated, to the load plan's steps that follow (load-plan.ts).
 */
export async function bootApp({ locale, labelFiles, universMarin }: BootInput, limits: AppLimits): Promise<HydratedApp> {
  getConfig();
  const landingPath = window.location.pathname;
  const catalogs = await labelFiles;
  const i18n = createI18n(locale, catalogs.messages);
  if (!catalogs.complete) await enableSourceFallback(i18n);
  registerDsfrBindings();

  const queryClient = createQueryClient();
  const api = createBrowserApiClient();
  followSession({
    queryClient,
    signals: sessionSignalsOfPage(),
    storage: () => window.localStorage,
    window,
    document,
    leave: () => window.location.replace(sessionEndedPage(window.location.pathname)),
    reload: () => window.location.reload(),
    loggingOut: isLeavingThroughLogout,
  });
  const leavePage = createLeavePage(window);
  // Nothing fetched ahead of need where the browser asks to save data (docs/load-plan.md).
  const aheadOfNeed = !savesData(navigator);
  const router = createAppRouter(
    createShellHistory(),
    {
      queryClient,
      whenIdleForPrefetch: (run) => (aheadOfNeed ? whenIdle(run, limits.prefetch) : () => undefined),
    },
    aheadOfNeed,
  );
  universMarin.followRouter({
    onBeforeLoad: (listener) => router.subscribe("onBeforeLoad", (event) => listener(event.toLocation.pathname)),
    onResolved: (listener) => router.subscribe("onResolved", (event) => listener(event.toLocation.pathname)),
  });
  const startSession = createSessionStartup({
    queryClient,
    api,
    storage: refusableStorage(() => window.localStorage),
    pathname: () => window.location.pathname,
    navigate: leavePage,
    registerSubApplication: () => universMarin.registerWithShell(createShellBridge((href) => void router.navigate({ href }), queryClient)),
    takeEarly: universMarin.early.take,
  });
  void startSession();
  // Creating the router and matching the route each take a slice of a slow phone's CPU: in one
  // task with the rest of startup, they would keep a tap unanswered (docs/load-plan.md).
  await yieldToBrowser();
  await router.load();
  await yieldToBrowser();

  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from the page");
  let onHydrated: () => void = () => undefined;
  const hydrated = new Promise<void>((resolve) => (onHydrated = resolve));
  const app = (
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} api={api} router={router} retrySession={startSession} universMarin={universMarin.host} />
      <AfterHydration onHydrated={onHydrated} />
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
  await hydrated;
  return {
    startShellParts,
    dsfrLoaded,
    registerServiceWorker: () => startServiceWorker((checkForUpdate) => router.subscribe("onResolved", checkForUpdate)),
    startFieldFigures: () =>
      startFieldFiguresIfOn(getConfig(), {
        landingPath,
        universMarin: universMarin.host.figures,
        partOf: pagePartOf,
      }),
  };
}
