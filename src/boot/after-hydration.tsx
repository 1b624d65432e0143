import { startReactDsfr } from "@codegouvfr/react-dsfr/spa";
import { useEffect } from "react";
import { LOAD_PLAN } from "./load-plan";
import type { ModulePaint } from "./module-paint";
import { useReadyMark } from "./useReadyMark";

/**
 * The load plan's phases after hydration, rendered by the boot beside the app (it renders
 * nothing): the shell's later parts, then the ready mark. DSFR's own script decorates the DOM
 * (data-fr-js-* attributes): it starts once the root has hydrated, never before. The stylesheets
 * of what only shows after hydration (dsfr-styles-deferred.ts) come with it. On a /univers-marin
 * page both wait for the module's content to paint (module-paint.ts): there, the full DSFR
 * stylesheet the module came with holds those rules.
 */
export function AfterHydration({ modulePaint }: { readonly modulePaint: ModulePaint }): null {
  useEffect(() => {
    modulePaint.whenPainted(() => {
      // No Link here: registerDsfrBindings set it before the first render. Given again, react-dsfr
      // wraps it anew, and every DSFR link would be unmounted and mounted again on the next render.
      startReactDsfr({ defaultColorScheme: "system" });
      void import("./dsfr-styles-deferred");
    }, LOAD_PLAN.shellParts.capMs);
  }, [modulePaint]);
  useReadyMark();
  return null;
}
