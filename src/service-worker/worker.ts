import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import type { PrecacheEntry } from "workbox-precaching";
import { SKIP_WAITING } from "./messages";
import { precachedPagePaths } from "./page-urls";

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
 */
interface WorkerScope {
  readonly __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: MessageEvent<unknown>) => void): void;
}

declare const self: WorkerScope;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, {
  // Pages read their query on the client (sign-in errors, retour): the exported page is the same.
  ignoreURLParametersMatching: [/./],
  cleanURLs: false,
  urlManipulation: ({ url }) => precachedPagePaths(url.pathname).map((path) => new URL(path, url.origin)),
});

self.addEventListener("message", (event) => {
  if (event.data === SKIP_WAITING) void self.skipWaiting();
});
