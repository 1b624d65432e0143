import type { AnyRouter } from "@tanstack/react-router";
import type { PortalConfig } from "../config/config";
import type { FieldFigureSources } from "./field-figures";
import { loadMatomo } from "./matomo";
import { matomoSettings } from "./matomo-settings";
import { trackPageViews } from "./page-views";

/**
 * Starts Matomo once the router has resolved the first page (src/boot/boot-app.tsx). Not configured:
 * nothing is loaded and nothing is sent. The title comes from the caller, computed from the
 * matched routes as the layout does, so it is the new page's even before React has rendered it.
 */
export function startAnalytics(config: PortalConfig, router: AnyRouter, currentTitle: () => string): void {
  const settings = matomoSettings(config);
  if (!settings) return;
  const tracker = loadMatomo(settings);
  trackPageViews(
    {
      onResolved: (listener) => router.subscribe("onResolved", listener),
      currentPath: () => {
        const { pathname, searchStr } = router.state.resolvedLocation ?? router.state.location;
        return `${pathname}${searchStr}`;
      },
      currentTitle,
    },
    tracker,
    { origin: window.location.origin },
  );
}

/**
 * The field figures, where analytics are on (field-figures.ts); the load plan starts them after
 * the ready mark. Their code and web-vitals are one chunk, which no page without analytics loads.
 */
export function startFieldFiguresIfOn(
  config: PortalConfig,
  sources: FieldFigureSources,
  load: () => Promise<typeof import("./field-figures")> = () => import("./field-figures"),
): void {
  const settings = matomoSettings(config);
  if (settings) void load().then(({ startFieldFigures }) => startFieldFigures(settings, sources));
}
