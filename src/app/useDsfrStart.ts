import { startReactDsfr } from "@codegouvfr/react-dsfr/spa";
import { prDsfrLoaded } from "@codegouvfr/react-dsfr/start";
import { useEffect } from "react";
import { DsfrLink } from "./dsfr-link";

/**
 * DSFR's own script decorates the DOM (data-fr-js-* attributes): it starts once React has
 * hydrated the exported page, never before, or hydration would see foreign attributes.
 * The ready mark then tells tools and tests that the page is interactive: only once the DSFR's
 * script is loaded and started (a frame later, its instances are bound), or a click on a
 * dialog's button could still go unanswered. The stylesheets of the closed display-settings
 * dialog follow.
 */
export function useDsfrStart(): void {
  useEffect(() => {
    startReactDsfr({ defaultColorScheme: "system", Link: DsfrLink });
    void import("./dsfr-styles-deferred");
    let frame = 0;
    let left = false;
    void prDsfrLoaded.then(() => {
      if (left) return;
      frame = requestAnimationFrame(() => (document.documentElement.dataset.appReady = "true"));
    });
    return () => {
      left = true;
      cancelAnimationFrame(frame);
    };
  }, []);
}
