import type { MatomoSettings } from "./matomo-settings";

type MatomoCommand = readonly [string, ...unknown[]];

/** Matomo's command queue: an array until matomo.js loads, then Matomo's own object. */
interface MatomoQueue {
  push(command: MatomoCommand): unknown;
}

declare global {
  interface Window {
    _paq?: MatomoQueue;
  }
}

export interface PageView {
  readonly url: string;
  readonly title: string;
}

export interface Tracker {
  trackPageView(view: PageView): void;
}

function push(command: MatomoCommand): void {
  window._paq ??= [] as MatomoCommand[];
  window._paq.push(command);
}

/**
 * Queues the setup (CNIL-exempt: no cookie at all, see README.md) and loads matomo.js, which
 * then replays the queue. A script that fails to load costs one warning, never the portal.
 */
export function loadMatomo(settings: MatomoSettings): Tracker {
  push(["disableCookies"]);
  push(["enableLinkTracking"]);
  push(["setTrackerUrl", settings.trackerUrl]);
  push(["setSiteId", String(settings.siteId)]);

  const script = document.createElement("script");
  script.async = true;
  script.src = settings.scriptUrl;
  script.addEventListener("error", () => {
    console.warn(`[analytics] Matomo could not be loaded from ${settings.scriptUrl}: audience is not measured.`);
  });
  document.head.append(script);

  return {
    trackPageView({ url, title }) {
      push(["setCustomUrl", url]);
      push(["setDocumentTitle", title]);
      push(["trackPageView"]);
    },
  };
}
