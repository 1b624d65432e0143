import { prDsfrLoaded } from "@codegouvfr/react-dsfr/start";
import { useEffect } from "react";
import { whenIdle } from "./when-idle";

// The page's own parts (route content in a Suspense boundary) hydrate after the root's effects:
// idle, they are done.
const READY_TIMING = { timeoutMs: 1000, fallbackMs: 50 } as const;

/**
 * The ready mark (html[data-app-ready]) tells tools and tests that the page is interactive: only
 * once the DSFR's script is loaded and the browser is idle, which also means DSFR has started
 * (its start is a task queued when its script has loaded, dsfr-deferred-start.ts), its instances
 * are bound, and the route's content, hydrated after the root, is hydrated too; or a click on a
 * dialog's button could still go unanswered.
 */
export function useReadyMark(): void {
  useEffect(() => {
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
