/** How long after its first frame a page that paints no content (npm start's empty page) waits. */
export const NOTHING_PAINTED_MS = 1000;

/**
 * Runs `then` once, in a task after the page's first contentful paint. The first frame is not
 * enough: it may paint nothing yet, and what is requested before the page's content has painted
 * competes with it. A tab in the background paints nothing: there, `then` runs at once; a page
 * with no content to paint, a second after its first frame. Without paint timing, a frame
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
  requestAnimationFrame(() => setTimeout(run, paintTiming ? NOTHING_PAINTED_MS : 0));
}
