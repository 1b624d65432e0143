import { parseConfig } from "./parse-config";
import type { PortalConfig } from "./schema";

export type { PortalConfig } from "./schema";

declare global {
  interface Window {
    __PORTAL_ENV__?: unknown;
  }
}

/** What the exported HTML is rendered with: no runtime value is frozen into a page at build. */
export const BUILD_TIME_CONFIG: PortalConfig = Object.freeze({});

let cached: PortalConfig | undefined;
let missingReported = false;
const listeners = new Set<() => void>();

/**
 * The only reader of the runtime configuration (env.js, written at container start).
 * Browser only: pages read it through useConfig so that hydration sees BUILD_TIME_CONFIG.
 * While env.js has not run (a page opened offline from the service worker's cache), nothing is
 * kept: it is read again once env.js arrives (configArrived).
 */
export function getConfig(): PortalConfig {
  if (cached) return cached;
  if (typeof window === "undefined") return BUILD_TIME_CONFIG;
  if (window.__PORTAL_ENV__ === undefined) {
    if (!missingReported) console.error("[config] /env.js is missing or did not run: the portal starts without its runtime configuration.");
    missingReported = true;
    return BUILD_TIME_CONFIG;
  }
  const { config, problems } = parseConfig(window.__PORTAL_ENV__);
  for (const problem of problems) {
    console.error(`[config] ${problem.variable} ignored: ${problem.reason}.`);
  }
  cached = Object.freeze(config);
  return cached;
}

/** env.js has run after the app started (offline at first): readers of the configuration read it again. */
export function configArrived(): void {
  cached = undefined;
  for (const listener of listeners) listener();
}

export function subscribeConfig(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
