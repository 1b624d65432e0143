import { type FigureDelivery, figureDelivery } from "./figure-delivery";
import {
  type FieldFigure,
  type FigureName,
  type PagePart,
  type PageTags,
  type UniversMarinState,
  connectionTag,
  figureRequest,
  routeTag,
} from "./field-figure-requests";
import type { MatomoSettings } from "./matomo-settings";
import { effectiveType } from "../offline/connection-hints";
import { reportWebVitals } from "./web-vitals-reports";
import { FIELD_FIGURES_MARK } from "./field-figures-mark";

/** What the shell tells of univers-marin in this page's life (src/features/univers-marin/timings.ts). */
export interface UniversMarinFigures {
  readonly state: UniversMarinState;
  readonly loadMs?: number;
  readonly mountMs?: number;
}

export interface FieldFigureSources {
  /** The path the visit opened, whose document the figures measure. */
  readonly landingPath: string;
  readonly universMarin: () => UniversMarinFigures;
  readonly partOf: (node: Node) => PagePart;
}

export interface FieldFigureDeps {
  readonly win: Window;
  readonly doc: Document;
  readonly perf: Performance;
  readonly reportWebVitals: (report: (figure: FieldFigure) => void, partOf: (node: Node) => PagePart) => void;
  readonly delivery: (trackerUrl: string) => FigureDelivery;
}

const browserDeps = (): FieldFigureDeps => ({
  win: window,
  doc: document,
  perf: performance,
  reportWebVitals,
  delivery: (trackerUrl) => figureDelivery(trackerUrl),
});

/** Whether the service worker answered the page: it answers every exported page from its cache. */
function answeredByWorker(perf: Performance): boolean {
  const [navigation] = perf.getEntriesByType("navigation");
  return navigation !== undefined && navigation.workerStart > 0;
}

/**
 * Field figures (issue 44, docs/performance.md "Field figures"): LCP, INP, CLS and TTFB of this
 * visit, each once, at the last value web-vitals reported for it, tagged, sent as one batch when
 * the page is first hidden (its end, for most pages), through the worker's queue when it has one.
 * A figure web-vitals reports after that is kept for the next hiding if it was not sent. Started
 * by the load plan after the ready mark, where analytics are on; the figures that waited in the
 * queue leave at each start and when the browser comes back online.
 */
export function startFieldFigures(settings: MatomoSettings, sources: FieldFigureSources, deps: FieldFigureDeps = browserDeps()): void {
  const { win, doc, perf } = deps;
  const delivery = deps.delivery(settings.trackerUrl);
  delivery.flush();
  win.addEventListener("online", delivery.flush);

  const sent = new Set<FigureName>();
  const pending = new Map<FigureName, FieldFigure>();
  deps.reportWebVitals((figure) => {
    if (!sent.has(figure.name)) pending.set(figure.name, figure);
  }, sources.partOf);

  // After web-vitals' own listeners, which report the page's figures as it is hidden.
  doc.addEventListener("visibilitychange", () => {
    if (doc.visibilityState !== "hidden" || pending.size === 0) return;
    const universMarin = sources.universMarin();
    const tags: PageTags = {
      route: routeTag(sources.landingPath),
      universMarin: universMarin.state,
      universMarinLoadMs: universMarin.loadMs,
      universMarinMountMs: universMarin.mountMs,
      connection: connectionTag(effectiveType(win.navigator)),
      fromWorkerCache: answeredByWorker(perf),
    };
    const context = { siteId: settings.siteId, pageUrl: `${win.location.origin}${sources.landingPath}`, tags, at: Date.now() };
    for (const name of pending.keys()) sent.add(name);
    delivery.send([...pending.values()].map((figure) => figureRequest(figure, context)));
    pending.clear();
  });
  perf.mark(FIELD_FIGURES_MARK);
}
