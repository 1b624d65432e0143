/** How long a stylesheet still loading is waited for at most. */
export const STYLESHEET_WAIT_MS = 3000;

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
export function afterStylesheetsPaint(doc: Document, then: () => void, capMs = STYLESHEET_WAIT_MS): void {
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
