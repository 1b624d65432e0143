import { registerServiceWorker } from "../offline/service-worker-registration";

/**
 * Registers the portal's worker; the load plan calls it once the page is idle after hydration
 * (load-plan.ts): its precache (every page of the release) must not take a slow link's bandwidth
 * from what the page itself still loads. Each resolved navigation of the shell then looks for a
 * new release. The dev server has no worker to serve (the build writes it).
 */
export function startServiceWorker(onNavigation: (listener: () => void) => void): void {
  if (import.meta.env.DEV || !("serviceWorker" in window.navigator)) return;
  registerServiceWorker({ container: window.navigator.serviceWorker, reload: () => window.location.reload() })
    .then(onNavigation)
    // Without a worker the portal works as before, online only: nothing the user must know.
    .catch((error: unknown) => console.info("[offline] the service worker is not registered:", error));
}
