import { startReactDsfr } from "@codegouvfr/react-dsfr/spa";
import { useEffect } from "react";
import { type ModulePaint, SHELL_PARTS_CAP_MS } from "./module-paint";

/**
 * DSFR's own script decorates the DOM (data-fr-js-* attributes): it starts once React has
 * hydrated the root, never before, and on a /univers-marin page once the module's content has
 * painted (module-paint.ts). The route's content, in a Suspense boundary, may hydrate just
 * after: React leaves attributes it does not own alone there.
 */
export function useDsfrStart(modulePaint: ModulePaint | undefined): void {
  useEffect(() => {
    // No Link here: registerDsfrBindings set it before the first render. Given again, react-dsfr
    // wraps it anew, and every DSFR link would be unmounted and mounted again on the next render
    // (focus lost, the exported anchors replaced).
    const start = () => startReactDsfr({ defaultColorScheme: "system" });
    if (modulePaint) modulePaint.whenPainted(start, SHELL_PARTS_CAP_MS);
    else start();
  }, [modulePaint]);
}
