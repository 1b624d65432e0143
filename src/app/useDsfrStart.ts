import { startReactDsfr } from "@codegouvfr/react-dsfr/spa";
import { prDsfrLoaded } from "@codegouvfr/react-dsfr/start";
import { useEffect } from "react";
import { whenIdle } from "./when-idle";

// The page's own parts (route content in a Suspense boundary) hydrate after the root's effects:
// idle, they are done.
const READY_TIMING = { timeoutMs: 1000, fallbackMs: 50 } as const;

/**
 * DSFR's own script decorates the DOM (data-fr-js-* attributes): it starts once React has
 * hydrated the root, never before. The route's content, in a Suspense boundary, may hydrate just
 * after: React leaves attributes it does not own alone there.
 * The ready mark then tells tools and tests that the page is interactive: only once the DSFR's
 * script is loaded and the browser is idle, which also means DSFR has started (its start is a
 * task queued when its script has loaded, dsfr-deferred-start.ts), its instances are bound, and
 * the route's content, hydrated after the root, is hydrated too; or a click on a dialog's button
 * could still go unanswered. The stylesheets of what only shows later (the closed
 * display-settings dialog, the session's alerts) follow.
 */
export function useDsfrStart(): void {
  useEffect(() => {
    // No Link here: registerDsfrBindings set it before the first render. Given again, react-dsfr
    // wraps it anew, and every DSFR link would be unmounted and mounted again on the next render
    // (focus lost, the exported anchors replaced).
    startReactDsfr({ defaultColorScheme: "system" });
    void import("./dsfr-styles-deferred");
    let frame = 0;
    let cancelIdle: () => void = () => undefined;
    let left = false;
    void prDsfrLoaded.then(() => {
      if (left) return;
      frame = requestAnimationFrame(() => {
        cancelIdle = whenIdle(() => (document.documentElement.dataset.appReady = "true"), READY_TIMING);
      });
    });
    return () => {
      left = true;
      cancelAnimationFrame(frame);
      cancelIdle();
    };
  }, []);
}
