import { startReactDsfr } from "@codegouvfr/react-dsfr/spa";
import { prDsfrLoaded } from "@codegouvfr/react-dsfr/start";
import { useEffect } from "react";

/**
 * Rendered by the boot beside the app (it renders nothing): its effect runs once the root has
 * hydrated, which the load plan waits for before the shell's later parts (load-plan.ts).
 */
export function AfterHydration({ onHydrated }: { readonly onHydrated: () => void }): null {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}

/**
 * DSFR's own script decorates the DOM (data-fr-js-* attributes): it starts once the root has
 * hydrated, never before. The stylesheets of what only shows after hydration
 * (dsfr-styles-deferred.ts) come with it.
 */
export function startShellParts(): void {
  // No Link here: registerDsfrBindings set it before the first render. Given again, react-dsfr
  // wraps it anew, and every DSFR link would be unmounted and mounted again on the next render.
  startReactDsfr({ defaultColorScheme: "system" });
  void import("./dsfr-styles-deferred");
}

export const dsfrLoaded = (): Promise<void> => prDsfrLoaded;
