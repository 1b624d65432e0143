import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { prefetchSingleSpaHost } from "./prefetch-host";

/** Long enough for the page's own work to be done first, where the browser has no idle callback (Safari). */
const FALLBACK_DELAY_MS = 1000;

/**
 * Once the browser is idle, fetches what a first /univers-marin page needs of the portal (the
 * route's code, single-spa, SystemJS, the full DSFR stylesheet), so that a click on a menu entry
 * only waits for the sub-application itself. Used where links to it are shown: the main menu.
 */
export function usePrefetchUniversMarin(): void {
  const router = useRouter();
  useEffect(() => {
    const prefetch = () => {
      prefetchSingleSpaHost();
      router.loadRouteChunk(router.routesById["/{-$lang}/univers-marin/$"])?.catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(prefetch, { timeout: 3 * FALLBACK_DELAY_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(prefetch, FALLBACK_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [router]);
}
