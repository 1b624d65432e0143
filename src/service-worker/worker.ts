import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import type { PrecacheEntry } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import { createStore, update } from "idb-keyval";
import { type QueuedBatch, createFigureQueue } from "./figure-queue";
import { coherentRelease } from "./coherent-release";
import { asRepeatVisitPage } from "./repeat-visit-page";
import { SKIP_WAITING, bulkTracking, isFieldFiguresMessage } from "./messages";
import { isNeverFromCache, offlineNotFoundPage, precachedPagePaths } from "./page-urls";

/**
 * The portal's service worker (built by scripts/build/build-service-worker.ts into dist/sw.js, with
 * the release's precache list injected by workbox-build). Every exported page, the assets they
 * need and the label files of the release are precached on install and answered from that
 * cache: a repeat visit paints without the network, and a tab keeps the assets of the release it
 * started with. Nothing else goes through it: the backend's prefixes, env.js and univers-marin's
 * host always reach the network, so no user's data and no logged-out session can come from here.
 *
 * A new release's worker waits until the page asks it to take over (the update notice's reload),
 * so that an open tab never mixes the assets of two releases.
 *
 * It also keeps the field figures a page could not send (figure-queue.ts): the page hands them
 * over as it closes, and the worker, which outlives it, sends them once Matomo can be reached.
 */
interface WorkerMessageEvent extends MessageEvent<unknown> {
  waitUntil(work: Promise<unknown>): void;
}

interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: WorkerMessageEvent) => void): void;
}

declare const self: WorkerScope;

// Workbox injects the list at its one mention.
const manifest = self.__WB_MANIFEST;
const revisions = new Map(
  manifest.flatMap((entry) =>
    typeof entry === "string" || !entry.revision ? [] : [[new URL(entry.url, self.location.origin).href, entry.revision] as const],
  ),
);

cleanupOutdatedCaches();
addPlugins([
  { cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse && asRepeatVisitPage(cachedResponse) },
  // Five answers: with round-robin, enough to reach a replica of this release while one of a
  // Deployment's maxSurge replicas is being replaced.
  coherentRelease({
    revisionOf: (url) => revisions.get(url),
    attempts: 5,
    fetchAgain: (url) => fetch(url, { cache: "no-store", credentials: "same-origin" }),
  }),
]);
precacheAndRoute(manifest, {
  // Pages read their query on the client (sign-in errors, retour): the exported page is the same.
  ignoreURLParametersMatching: [/./],
  cleanURLs: false,
  urlManipulation: ({ url }) => precachedPagePaths(url.pathname).map((path) => new URL(path, url.origin)),
});

// Any other page of the portal's goes to the network (nginx answers a path it does not know with
// its language's not-found page); without a network, the worker answers with the same words from
// its cache (offlineNotFoundPage), and the page its connection-lost notice, rather than leaving
// the browser's own error page. The backend's prefixes never come here: a sign-in offline is
// the page's to handle (src/offline).
registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.origin === self.location.origin && !isNeverFromCache(url.pathname),
  new NetworkOnly(),
);
setCatchHandler(async ({ request, url }) => {
  const page = request.mode === "navigate" ? await matchPrecache(offlineNotFoundPage(url.pathname)) : undefined;
  return page ? new Response(page.body, { status: 404, statusText: "Not Found", headers: page.headers }) : Response.error();
});

// The field figures' queue: its database is opened only when a page of a portal with analytics
// gives it figures or asks it to send what it keeps.
const figureStore = createStore("portal-field-figures", "queue");
const FIGURE_QUEUE_KEY = "batches";
const figureQueue = createFigureQueue({
  store: {
    update: (change) => update<readonly QueuedBatch[]>(FIGURE_QUEUE_KEY, (batches) => change(batches ?? []), figureStore),
  },
  send: (trackerUrl, requests) => fetch(trackerUrl, bulkTracking(requests, false)),
  now: Date.now,
});

self.addEventListener("message", (event) => {
  if (event.data === SKIP_WAITING) void self.skipWaiting();
  else if (isFieldFiguresMessage(event.data)) event.waitUntil(figureQueue.deliver(event.data));
});
