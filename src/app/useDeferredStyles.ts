import { useEffect } from "react";

/** The stylesheets of what only shows after hydration (dsfr-styles-deferred.ts), requested once it is done. */
export function useDeferredStyles(): void {
  useEffect(() => {
    void import("./dsfr-styles-deferred");
  }, []);
}
