import { LOAD_PLAN } from "./load-plan";

/**
 * Runs `then` once, in a task after the page's first contentful paint. The first frame is not
 * enough: it may paint nothing yet, and what is requested before the page's content has painted
 * competes with it. A tab in the background paints nothing: there, `then` runs at once; a page
 * with no content to paint, the load plan's cap after its first frame. Without paint timing, a frame
 * callback runs just before the first paint, and the task it queues just after.
 */
export function afterFirstContentfulPaint(then: () => void): void {
  const paintTiming = typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes.includes("paint");
  let observer: PerformanceObserver | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    document.removeEventListener("visibilitychange", onHidden);
    then();
  };
  const onHidden = () => {
    if (document.visibilityState === "hidden") run();
  };
  if (document.visibilityState === "hidden") return run();
  document.addEventListener("visibilitychange", onHidden);
  if (paintTiming) {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length > 0) setTimeout(run);
    });
    observer.observe({ type: "paint", buffered: true });
  }
  requestAnimationFrame(() => setTimeout(run, paintTiming ? LOAD_PLAN.exportPainted.capMs : 0));
}

/** The screen stylesheets of the document that have not loaded yet. */
function loadingStylesheets(doc: Document): HTMLLinkElement[] {
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.sheet === null && link.media !== "print",
  );
}

/**
 * Runs `then` once the stylesheets loading now have arrived (or failed, or `capMs` has passed)
 * and a frame painted after them has been shown: what was just put in the page (the module's
 * content, which its own stylesheet styles) is then on screen as it should look. What `then`
 * requests no longer competes with those stylesheets, nor with that paint. A frame callback runs
 * just before a paint; the screen shows that frame some milliseconds later (a phone's compositor,
 * a busy GPU), by the next frame at the latest: the task queued then comes after.
 */
export function afterStylesheetsPaint(doc: Document, then: () => void, capMs: number = LOAD_PLAN.modulePainted.capMs): void {
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then)));
  const loading = loadingStylesheets(doc);
  if (loading.length === 0) return void afterPaint();
  let left = loading.length;
  const settled = () => {
    left -= 1;
    if (left === 0) done();
  };
  const done = () => {
    clearTimeout(timer);
    for (const link of loading) {
      link.removeEventListener("load", settled);
      link.removeEventListener("error", settled);
    }
    afterPaint();
  };
  const timer = setTimeout(done, capMs);
  for (const link of loading) {
    link.addEventListener("load", settled, { once: true });
    link.addEventListener("error", settled, { once: true });
  }
}
