import { createRootRouteWithContext } from "@tanstack/react-router";
import type { RouterContext } from "../app/router";
import { deferredPart } from "../layout/deferred-part";
import { RootLayout } from "../layout/RootLayout";

// Only unknown paths need it: its code (and the DSFR pictogram) stays out of every other page's first render.
const NotFoundPage = deferredPart(() => import("../pages/not-found/NotFoundPage").then((module) => module.NotFoundPage));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
