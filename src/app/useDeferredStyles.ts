import { useEffect } from "react";
import { type ModulePaint, SHELL_PARTS_CAP_MS } from "./module-paint";

/**
 * The stylesheets of what only shows after hydration (dsfr-styles-deferred.ts), requested once
 * it is done, and on a /univers-marin page once the module's content has painted
 * (module-paint.ts): there, the full DSFR stylesheet the module came with holds their rules.
 */
export function useDeferredStyles(modulePaint: ModulePaint | undefined): void {
  useEffect(() => {
    const load = () => void import("./dsfr-styles-deferred");
    if (modulePaint) modulePaint.whenPainted(load, SHELL_PARTS_CAP_MS);
    else load();
  }, [modulePaint]);
}
