import { configArrived } from "./config";

/** What the page's entry gets: when the app may start, and when the configuration is there. */
export interface RuntimeConfigLoading {
  /** The first attempt is over: env.js has run, or failed (getConfig then reports it missing). */
  readonly firstAttempt: Promise<void>;
  /**
   * env.js has run, or its attempts are given up. A failed env.js is asked for again (`retry`),
   * while the app starts without it: a page opened offline from the service worker's cache
   * (env.js never comes from it) once the connection is back, a link that drops or a replica
   * being replaced after a pause. When it comes, the app reads it (configArrived).
   */
  readonly settled: Promise<void>;
}

/**
 * When to ask again for env.js after `attempt` failed attempts (src/offline/retry-schedule.ts,
 * given by the page's entry): "exhausted" gives up, and the portal runs on its defaults.
 */
export type RetryRuntimeConfig = (attempt: number, retry: () => void) => { readonly status: "scheduled" | "offline" | "exhausted" };

/** The runtime configuration, written at container start. */
export const RUNTIME_CONFIG_SRC = "/env.js";

/**
 * Requests /env.js. The page's entry asks for it with the app's code, after the first paint,
 * rather than from the page's head, where it took bandwidth from the stylesheet and fonts the
 * first paint waits for (a /univers-marin page's head preloads it: scripts/build/frame-preloads.ts).
 */
export function loadRuntimeConfig(retry: RetryRuntimeConfig, src = RUNTIME_CONFIG_SRC): RuntimeConfigLoading {
  let endFirstAttempt: () => void = () => undefined;
  const firstAttempt = new Promise<void>((resolve) => (endFirstAttempt = resolve));
  let failures = 0;
  const settled = new Promise<void>((settle) => {
    const load = () => {
      const script = document.createElement("script");
      script.src = src;
      script.addEventListener("load", () => {
        endFirstAttempt();
        if (failures > 0) configArrived();
        settle();
      });
      script.addEventListener("error", () => {
        endFirstAttempt();
        script.remove();
        if (retry(failures++, load).status === "exhausted") settle();
      });
      document.head.append(script);
    };
    load();
  });
  return { firstAttempt, settled };
}
