import { posix, sep } from "node:path";
import type { HmrContext, ModuleNode, Plugin } from "vite";

/**
 * npm start: an edit of a route file reloads the page. Prefresh (`@preact/preset-vite`) hot-updates
 * components in place, but not a route's split component (`login.tsx?tsr-split=component`, which
 * it skips for its query): the router plugin accepted the update and nothing changed on screen.
 */
export function reloadOnRouteEdit(routesDirectory: string): Plugin {
  // Vite names the edited file with forward slashes, whatever the system.
  const prefix = `${routesDirectory.split(sep).join(posix.sep)}/`;
  return {
    name: "portal-reload-on-route-edit",
    apply: "serve",
    // Before the router plugin's own handling of route files, which would accept the update.
    enforce: "pre",
    handleHotUpdate({ file, server }: HmrContext): ModuleNode[] | undefined {
      if (!file.startsWith(prefix)) return undefined;
      server.ws.send({ type: "full-reload" });
      return [];
    },
  };
}
