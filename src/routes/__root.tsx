import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, redirect } from "@tanstack/react-router";
import { deferredPart } from "../ui/deferred-part";
import { RootLayout } from "../layout/RootLayout";
import { habilitationRedirect } from "../session/habilitation-guard";

// Only unknown paths need it: its code (and the DSFR pictogram) stays out of every other page's first render.
const NotFoundPage = deferredPart(() => import("../features/errors/NotFoundPage").then((module) => module.NotFoundPage));

/** What every route and component reads of the boot (src/boot/boot-app.tsx) through the router. */
export interface RouterContext {
  /** The one query client. */
  readonly queryClient: QueryClient;
  /**
   * Runs work that can wait once the browser is idle, as the load plan allows it (its prefetch
   * phase); returns its cancellation. Given by the boot, so that no layer below it reads the plan.
   */
  readonly whenIdleForPrefetch: (run: () => void) => () => void;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The habilitation rule on every page reached without a page load. The root stays matched
  // across navigations: "enter" is the page the user arrived on, which startup judges once the
  // habilitations have answered.
  beforeLoad: ({ context, location, cause, preload }) => {
    if (cause === "enter" || preload) return;
    const signInPage = habilitationRedirect(context.queryClient, location.pathname);
    if (signInPage !== null) throw redirect({ href: signInPage, reloadDocument: true });
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
