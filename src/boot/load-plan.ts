import type { ModulePaint } from "../features/univers-marin/module-paint";
import type { UniversMarinStart } from "../features/univers-marin/start";
import type { IdlePhase } from "./scheduling";

/** The limits of the shell's plan (runLoadPlan below), read here alone and handed down as arguments. */
export const LOAD_PLAN = {
  /** A page whose export paints nothing waits this long after its first frame (src/ui/paint.ts). */
  exportPainted: { capMs: 1000 },
  /** On a /univers-marin page, the app's code waits for the module's paint this long at most. */
  appCode: { capMs: 1000 },
  /** DSFR's script and the deferred stylesheets wait for the module's paint this long after hydration. */
  shellParts: { capMs: 3000 },
  /** html[data-app-ready], once DSFR's script has loaded, a frame has passed and the browser is idle. */
  ready: { capMs: 1000, fallbackMs: 50 },
  /**
   * The univers-marin host, prefetched from the menu (usePrefetchUniversMarin.ts). Not a step of
   * runLoadPlan: the router runs it for each page that shows the menu, not once per load.
   */
  prefetch: { capMs: 3000, fallbackMs: 1000 },
  /** The service worker's registration, whose precache must not take the page's bandwidth. */
  serviceWorker: { capMs: 10_000, fallbackMs: 3000 },
} as const;

/** What the plan reads of univers-marin's start: whether the module came first, and its paint. */
export type ModuleStart = Pick<UniversMarinStart, "beforeApp" | "modulePaint">;

/** What the page's entry has started (entry.ts). */
export interface EntryStarted<M extends ModuleStart = UniversMarinStart> {
  /** univers-marin's start, its own ordered sequence (features/univers-marin/start.ts). */
  readonly startUniversMarin: () => M;
  /** Requests the libraries' chunk and the route's modules; resolves once the libraries are evaluated. */
  readonly loadLibraries: () => Promise<void>;
  /** Requests and evaluates the app's chunk (env.js's first attempt in); resolves to its boot. */
  readonly loadApp: (universMarin: M) => Promise<AppBoot>;
}

/** The app's code, evaluated (boot-app.tsx). */
export interface AppBoot {
  /** Labels, router, session, then the root hydrated; resolves once the hydrated tree's effects have run. */
  readonly hydrate: (limits: AppLimits) => Promise<HydratedApp>;
}

/** The plan's limits on what the app schedules itself. */
export interface AppLimits {
  /** The univers-marin host, prefetched from the menu once idle (usePrefetchUniversMarin.ts). */
  readonly prefetch: IdlePhase;
}

/** The steps of the load that need the hydrated app. */
export interface HydratedApp {
  /** DSFR's script (the shell's components) and the stylesheets of what no export shows. */
  readonly startShellParts: () => void;
  /** Resolves once DSFR's script has loaded and run. */
  readonly dsfrLoaded: () => Promise<void>;
  readonly registerServiceWorker: () => void;
  /** Where analytics are on, web-vitals and the figures that waited in the worker's queue (src/analytics/field-figures.ts). */
  readonly startFieldFigures: () => void;
}

/** The page's own steps, supplied by its entry (entry.ts). */
export interface PageSteps<M extends ModuleStart = UniversMarinStart> {
  /** The root holds an exported page, whose paint the plan waits for (npm start's pages hold none). */
  readonly exported: boolean;
  /** env.js, the label files, the test user id kept. */
  readonly startEntry: () => EntryStarted<M>;
  /** Marianne's faces, whose stylesheet the page holds back (deferred-fonts.ts). */
  readonly applyDeferredFonts: () => void;
  /** html[data-app-ready] (ready-mark.ts). */
  readonly markReady: () => void;
}

/** How the plan waits; the browser's by default (entry.ts), a test's own in the plan's tests. */
export interface PlanWaits {
  /** `capMs`: how long after its first frame a page whose export paints nothing waits. */
  readonly firstContentfulPaint: (capMs: number) => Promise<void>;
  readonly nextFrame: () => Promise<void>;
  readonly idle: (phase: IdlePhase) => Promise<void>;
  readonly yieldToBrowser: () => Promise<void>;
}

const modulePainted = (gate: ModulePaint, capMs?: number) => new Promise<void>((resolve) => gate.whenPainted(resolve, capMs));

/**
 * The load plan: a page's steps between its exported HTML and an idle, interactive page, in order,
 * each after what it waits for. What is requested before the page's content has painted takes the
 * link and the CPU from it; what the page needs last comes last (docs/load-plan.md).
 */
export async function runLoadPlan<M extends ModuleStart>(page: PageSteps<M>, waits: PlanWaits): Promise<void> {
  // 1. The export paints with its render-blocking stylesheets and fonts; nothing else is asked for.
  if (page.exported) await waits.firstContentfulPaint(LOAD_PLAN.exportPainted.capMs);
  // 2. The entry's requests, then univers-marin's start as one step: on a /univers-marin page, the module.
  const entry = page.startEntry();
  const universMarin = entry.startUniversMarin();
  const { modulePaint } = universMarin;

  // 3. On a /univers-marin page whose module started before the app, the app's code waits for its paint.
  if (universMarin.beforeApp) await modulePainted(modulePaint, LOAD_PLAN.appCode.capMs);
  await entry.loadLibraries();
  // 4. The libraries' evaluation and the app's were one long task.
  await waits.yieldToBrowser();
  const app = await entry.loadApp(universMarin);

  // 5. Hydration: labels, router, the session started (its answers are not waited for here).
  const hydrated = await app.hydrate({ prefetch: LOAD_PLAN.prefetch });

  // 6. Side by side: the shell's later parts, the ready mark, then the field figures; Marianne's
  // faces once the module has painted (no cap: earlier, they take its stylesheet's bandwidth); the worker once idle.
  await Promise.all([
    modulePainted(modulePaint, LOAD_PLAN.shellParts.capMs).then(async () => {
      hydrated.startShellParts();
      await hydrated.dsfrLoaded();
      await waits.nextFrame();
      await waits.idle(LOAD_PLAN.ready);
      page.markReady();
      hydrated.startFieldFigures();
    }),
    modulePainted(modulePaint).then(page.applyDeferredFonts),
    waits.idle(LOAD_PLAN.serviceWorker).then(hydrated.registerServiceWorker),
  ]);
}
