import { configArrived } from "./config";

/** What the page's entry gets: when the app may start, and when the configuration is there. */
export interface RuntimeConfigLoading {
  /** The first attempt is over: env.js has run, or failed (getConfig then reports it missing). */
  readonly firstAttempt: Promise<void>;
  /**
   * env.js has run, or failed while online (it will not come). Offline, a page opened from the
   * service worker's cache (env.js never comes from it) starts without it, and this waits for
   * the connection, when env.js is requested again and the app reads it (configArrived).
   */
  readonly settled: Promise<void>;
}

/** The runtime configuration, written at container start. */
export const RUNTIME_CONFIG_SRC = "/env.js";

/**
 * Requests /env.js. The page's entry asks for it with the app's code, after the first paint,
 * rather than from the page's head, where it took bandwidth from the stylesheet and fonts the
 * first paint waits for (a /univers-marin page's head preloads it: scripts/build/frame-preloads.ts).
 */
export function loadRuntimeConfig(src = RUNTIME_CONFIG_SRC): RuntimeConfigLoading {
  let endFirstAttempt: () => void = () => undefined;
  const firstAttempt = new Promise<void>((resolve) => (endFirstAttempt = resolve));
  let late = false;
  const settled = new Promise<void>((settle) => {
    const load = () => {
      const script = document.createElement("script");
      script.src = src;
      script.addEventListener("load", () => {
        endFirstAttempt();
        if (late) configArrived();
        settle();
      });
      script.addEventListener("error", () => {
        endFirstAttempt();
        if (window.navigator.onLine) return settle();
        late = true;
        script.remove();
        window.addEventListener("online", load, { once: true });
      });
      document.head.append(script);
    };
    load();
  });
  return { firstAttempt, settled };
}
