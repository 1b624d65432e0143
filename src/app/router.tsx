import type { MessageDescriptor } from "@lingui/core";
import { type RouterHistory, createRouter } from "@tanstack/react-router";
import type { RouterContext } from "../routes/__root";
import { routeTree } from "./routeTree.gen";

/**
 * The router. `preloadOnIntent`: a link's route is loaded when the pointer rests on it or a
 * finger touches it, ahead of the click; not for a browser that asks to save data.
 */
export function createAppRouter(history: RouterHistory, context: RouterContext, preloadOnIntent = true) {
  return createRouter({
    routeTree,
    history,
    context,
    defaultPreload: preloadOnIntent ? "intent" : false,
    defaultPreloadStaleTime: 0,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The route's breadcrumb label and document title. */
    title?: MessageDescriptor;
    /** The route hosts the univers-marin sub-application: no breadcrumb (spec 2.3). */
    subApplication?: boolean;
    /** The title of the page at this path, for routes whose pages another application draws; overrides title. */
    pathTitle?: (pathname: string) => MessageDescriptor;
  }
}
