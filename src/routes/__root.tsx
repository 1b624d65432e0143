import { createRootRouteWithContext } from "@tanstack/react-router";
import type { RouterContext } from "../app/router";
import { RootLayout } from "../layout/RootLayout";
import { NotFoundPage } from "../pages/not-found/NotFoundPage";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
