import { startReactDsfr } from "@codegouvfr/react-dsfr/spa";
import { useEffect } from "react";
import { DsfrLink } from "./dsfr-link";

/**
 * DSFR's own script decorates the DOM (data-fr-js-* attributes): it starts once React has
 * hydrated the exported page, never before, or hydration would see foreign attributes.
 * The ready mark then tells tools and tests that the page is interactive; the stylesheets of
 * the closed display-settings dialog follow.
 */
export function useDsfrStart(): void {
  useEffect(() => {
    startReactDsfr({ defaultColorScheme: "system", Link: DsfrLink });
    void import("./dsfr-styles-deferred");
    document.documentElement.dataset.appReady = "true";
  }, []);
}
