import { type RetiringScope, retireWorker } from "./retire";

/**
 * The kill switch (docs/operations.md, "The service worker's kill switch"): built instead of worker.ts with
 * VITE_SERVICE_WORKER=off. Browsers that installed a previous release's worker fetch this one at
 * their next navigation (sw.js is no-cache); it takes over at once, deletes every cache of the
 * portal and unregisters itself; the tabs it controlled reload themselves from the network.
 */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };

declare const self: RetiringScope & {
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
};

self.addEventListener("install", (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener("activate", (event) => event.waitUntil(retireWorker(self)));
