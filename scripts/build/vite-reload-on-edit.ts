import type { HmrContext, ModuleNode, Plugin } from "vite";

/**
 * npm start: every edit reloads the page. The routes' hot updates relied on React Refresh to
 * re-render, which cannot drive Preact: an edit was accepted and nothing changed on screen.
 */
export function reloadOnEdit(): Plugin {
  return {
    name: "portal-reload-on-edit",
    apply: "serve",
    // Before the router plugin's own handling of route files, which would accept the update.
    enforce: "pre",
    handleHotUpdate({ server }: HmrContext): ModuleNode[] {
      server.ws.send({ type: "full-reload" });
      return [];
    },
  };
}
