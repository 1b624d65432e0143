import { prDsfrLoaded } from "@codegouvfr/react-dsfr/start";
import { useEffect } from "react";
import { LOAD_PLAN } from "./load-plan";
import { READY_ATTRIBUTE, READY_VALUE } from "./ready-mark";
import { whenIdle } from "./scheduling";

/**
 * The ready mark (html[data-app-ready]) tells tools and tests that the page is interactive: only
 * once the DSFR's script is loaded, a frame has passed and the browser is idle: DSFR has started,
 * its instances are bound, and the route's content, hydrated after the root's effects in a
 * Suspense boundary, is hydrated too; or a click on a dialog's button could still go unanswered.
 */
export function useReadyMark(): void {
  useEffect(() => {
    let frame = 0;
    let cancelIdle: () => void = () => undefined;
    let left = false;
    void prDsfrLoaded.then(() => {
      if (left) return;
      frame = requestAnimationFrame(() => {
        cancelIdle = whenIdle(() => document.documentElement.setAttribute(READY_ATTRIBUTE, READY_VALUE), LOAD_PLAN.ready);
      });
    });
    return () => {
      left = true;
      cancelAnimationFrame(frame);
      cancelIdle();
    };
  }, []);
}
