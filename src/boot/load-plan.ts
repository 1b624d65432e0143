/**
 * The load plan: what a page does between its exported HTML and an idle, interactive page, phase
 * by phase, each with what starts it and how long it waits at most. docs/load-plan.md tells the
 * same story with the figures behind each wait. Every wait of the boot reads its cap here.
 */
export const LOAD_PLAN = {
  /**
   * The exported page has painted its content (paint.ts): the app's code, the route's chunks,
   * the label files and env.js are requested only then, not to take the link from the
   * stylesheets and fonts of the first paint. A page that paints nothing waits this long.
   */
  exportPainted: { trigger: "first-contentful-paint", capMs: 1000 },
  /**
   * On a /univers-marin page, the module's content has painted, its stylesheets in
   * (module-paint.ts): the module is started by the entry, before the app.
   */
  modulePainted: { trigger: "module mounted, its stylesheets loaded, one frame shown", capMs: 3000 },
  /** The app's code, on a /univers-marin page: once the module has painted, or after this. */
  appCode: { trigger: "module painted", capMs: 1000 },
  /** The session's answers (spec 4): sent by the entry on a /univers-marin page, by the app elsewhere; the API client's timeout. */
  sessionAnswers: { trigger: "the app's startup, or the entry on a /univers-marin page", capMs: 10_000 },
  /**
   * What the shell adds after hydration (DSFR's script, the deferred stylesheets, Marianne's
   * faces): at once on a shell page, after the module's paint on a /univers-marin page.
   */
  shellParts: { trigger: "hydrated; module painted", capMs: 3000 },
  /** html[data-app-ready]: DSFR's script has run and the browser is idle. */
  ready: { trigger: "DSFR loaded, then idle", capMs: 1000, fallbackMs: 50 },
  /** What helps the next page: the univers-marin host prefetched from the menu. */
  prefetch: { trigger: "idle", capMs: 3000, fallbackMs: 1000 },
  /** The service worker's registration, whose precache must not take the page's bandwidth. */
  serviceWorker: { trigger: "idle", capMs: 10_000, fallbackMs: 3000 },
} as const;
