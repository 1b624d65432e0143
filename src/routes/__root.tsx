import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext } from "@tanstack/react-router";
import { deferredPart } from "../layout/deferred-part";
import { RootLayout } from "../layout/RootLayout";

// Only unknown paths need it: its code (and the DSFR pictogram) stays out of every other page's first render.
const NotFoundPage = deferredPart(() => import("../features/errors/NotFoundPage").then((module) => module.NotFoundPage));

/** What every route's loader receives: the one query client, made at boot (src/main.tsx). */
export interface RouterContext {
  readonly queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
