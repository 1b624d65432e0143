import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { useUniversMarinHost } from "./host-context";

/**
 * Once the browser is idle, fetches what a first /univers-marin page needs of the portal (the
 * route's code, single-spa, SystemJS, the full DSFR stylesheet), so that a click on a menu entry
 * only waits for the sub-application itself. Used where links to it are shown: the main menu.
 */
export function usePrefetchUniversMarin(): void {
  const router = useRouter();
  const host = useUniversMarinHost();
  useEffect(() => {
    const prefetch = () => {
      host?.prefetch();
      router.loadRouteChunk(router.routesById["/{-$lang}/univers-marin/$"])?.catch(() => undefined);
    };
    return router.options.context.whenIdleForPrefetch(prefetch);
  }, [router, host]);
}
