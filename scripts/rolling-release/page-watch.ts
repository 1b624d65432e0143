import type { Page, Request } from "@playwright/test";

/** What one document (one page load, and the links followed inside it by the router) did. */
export interface DocumentRecord {
  readonly url: string;
  /** What it asked for under /assets/, whoever answered (nginx through the balancer, or a worker). */
  readonly assets: Set<string>;
  /** /assets/ answers of 400 or more, and /assets/ requests that got no answer. */
  readonly assetFailures: string[];
  /** Uncaught errors, and the module loader's own messages when a chunk did not load. */
  readonly scriptErrors: string[];
  /** Its asset requests not yet answered: the router's link is settled only at 0. */
  pendingAssets: number;
}

// What Chromium logs when an import() or a module script fails, whether the app catches it or not.
const MODULE_FAILURE = /dynamically imported module|Failed to load module script|Importing a module script failed/i;

/** The path under /assets/ of one of the portal's own files (i18n/footer.fr.json, index-C3pmlh6_.js). */
function assetName(url: string, origin: string): string | undefined {
  const parsed = new URL(url);
  return parsed.origin === origin ? /^\/assets\/(.+)$/.exec(parsed.pathname)?.[1] : undefined;
}

/**
 * Records every document the page loads: a main-frame navigation request starts a new record,
 * so that a page of one release and the next page, of the other, are judged each on its own.
 */
export function watchPage(page: Page, origin: string): DocumentRecord[] {
  const documents: DocumentRecord[] = [];
  // The document that asked: an answer can come after the next navigation has started.
  const askedBy = new Map<Request, DocumentRecord>();
  const settle = (request: Request): DocumentRecord | undefined => {
    const doc = askedBy.get(request);
    askedBy.delete(request);
    if (doc) doc.pendingAssets -= 1;
    return doc;
  };
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents.push({ url: request.url(), assets: new Set(), assetFailures: [], scriptErrors: [], pendingAssets: 0 });
      return;
    }
    const name = assetName(request.url(), origin);
    const doc = documents.at(-1);
    if (!name || !doc) return;
    doc.assets.add(name);
    doc.pendingAssets += 1;
    askedBy.set(request, doc);
  });
  // The answer's headers come before the request is finished: a 404 is on record before the count drops.
  page.on("response", (response) => {
    if (response.status() >= 400)
      askedBy.get(response.request())?.assetFailures.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on("requestfinished", settle);
  // Chromium aborts requests itself (the document left, a preload superseded): not an answer the
  // portal gave. A replica that could not answer shows as a 5xx from the balancer.
  page.on("requestfailed", (request) => {
    const doc = settle(request);
    const error = request.failure()?.errorText ?? "failed";
    if (error !== "net::ERR_ABORTED") doc?.assetFailures.push(`${error} ${new URL(request.url()).pathname}`);
  });
  page.on("pageerror", (error) => documents.at(-1)?.scriptErrors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && MODULE_FAILURE.test(message.text())) documents.at(-1)?.scriptErrors.push(message.text());
  });
  return documents;
}
