// Two waits, not one: the first contentful paint comes once in a page's life, whenever the caller
// asks; a styled frame shown is counted from the call, for what was just put in the page.

/** In the task after the next frame's paint: a frame callback runs just before the paint, the task it queues just after. */
function inTaskAfterNextPaint(then: () => void, delayMs = 0): void {
  requestAnimationFrame(() => setTimeout(then, delayMs));
}

/**
 * Runs `then` once, in a task after the page's first contentful paint, even one already past.
 * Why: what is requested before the page's content has painted competes with it, and the first
 * frame may paint nothing yet. A tab in the background paints nothing: `then` runs at once there;
 * a page with no content to paint, `capMs` after its first frame; without paint timing, in the
 * task after the first frame.
 */
export function afterFirstContentfulPaint(then: () => void, capMs: number): void {
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
  inTaskAfterNextPaint(run, paintTiming ? capMs : 0);
}

/** The screen stylesheets of the document that have not loaded yet. */
function loadingStylesheets(doc: Document): HTMLLinkElement[] {
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.sheet === null && link.media !== "print",
  );
}

/**
 * Runs `then` once the stylesheets loading now have arrived (or failed, or `capMs` has passed) and
 * the next frame painted after them is on screen, whatever the page painted before the call.
 * Why: what `then` requests no longer competes with those stylesheets, nor with that paint. The
 * screen shows a painted frame some milliseconds later (a phone's compositor, a busy GPU), by the
 * next frame at the latest: one frame more than a paint.
 */
export function afterNextStyledFrameShown(doc: Document, then: () => void, capMs: number): void {
  const afterShown = () => requestAnimationFrame(() => inTaskAfterNextPaint(then));
  const loading = loadingStylesheets(doc);
  if (loading.length === 0) return void afterShown();
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
    afterShown();
  };
  const timer = setTimeout(done, capMs);
  for (const link of loading) {
    link.addEventListener("load", settled, { once: true });
    link.addEventListener("error", settled, { once: true });
  }
}
