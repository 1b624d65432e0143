import { SKIP_WAITING } from "../service-worker/messages";
import { setUpdateReady } from "./update-ready";

/** What registration needs of the browser (navigator.serviceWorker and a page reload). */
export interface WorkerEnvironment {
  readonly container: Pick<ServiceWorkerContainer, "register" | "getRegistrations" | "addEventListener" | "controller">;
  readonly reload: () => void;
}

const WORKER_URL = "/sw.js";

/**
 * True for the kill-switch release (VITE_SERVICE_WORKER=off at build): its pages register no
 * worker and unregister the one a previous release installed.
 */
const KILL_SWITCH = import.meta.env.VITE_SERVICE_WORKER === "off";

/**
 * Offers the user a waiting worker (a new release): the update notice's reload sends it
 * SKIP_WAITING. Once it controls the tab, the tab reloads, as does any other open tab of the
 * portal: the new worker's cache holds the new release only, and a tab still running the previous
 * one would ask it for chunks it no longer has.
 */
function offerWhenWaiting(registration: ServiceWorkerRegistration, env: WorkerEnvironment): void {
  // A first install has no previous release in the tab: nothing to offer, nothing to reload.
  if (!env.container.controller) return;
  env.container.addEventListener("controllerchange", () => env.reload());
  const offer = (waiting: ServiceWorker) => setUpdateReady(() => waiting.postMessage(SKIP_WAITING));
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") offer(installing);
    });
  });
}

/**
 * Registers the portal's worker, or removes it in the kill-switch release. Returns how to look
 * for a new release (each navigation of the shell asks: a deployment is picked up within one).
 */
export async function registerServiceWorker(env: WorkerEnvironment, killSwitch = KILL_SWITCH): Promise<() => void> {
  if (killSwitch) {
    const registrations = await env.container.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    return () => undefined;
  }
  const registration = await env.container.register(WORKER_URL, { scope: "/", updateViaCache: "none" });
  offerWhenWaiting(registration, env);
  return () => {
    // Offline, or the script unreachable, it fails: the next navigation asks again. Inside a
    // promise, so that a browser answering the registration with nothing (Playwright's blocked
    // workers) cannot break a navigation either.
    Promise.resolve()
      .then(() => registration.update())
      .catch(() => undefined);
  };
}
