import { useEffect, useState } from "react";

type DialogModule = typeof import("./SessionExpiryDialog");

/**
 * The warning dialog's module, its code asked for only once the warning is due: most sessions
 * never see it, and the first render's JavaScript crosses a metered satellite link. A failed load
 * (no connection) is asked again at the next warning, rather than break the page as React.lazy would.
 */
export function useLazyDialog(needed: boolean): DialogModule | null {
  const [loaded, setLoaded] = useState<DialogModule | null>(null);
  useEffect(() => {
    if (!needed || loaded !== null) return;
    let wanted = true;
    import("./SessionExpiryDialog").then(
      (module) => {
        if (wanted) setLoaded(module);
      },
      (error: unknown) => console.warn("[session] the time-limit warning could not be loaded", error),
    );
    return () => {
      wanted = false;
    };
  }, [needed, loaded]);
  return loaded;
}
