import type { Plugin } from "vite";
import { renderDevEnvJs } from "../dev-env.ts";

/** npm start serves env.js as the container would, from env.template.js and dev values. */
export function devRuntimeConfig(root: string): Plugin {
  return {
    name: "portal-dev-runtime-config",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use("/env.js", (_req, res) => {
        res.setHeader("Content-Type", "application/javascript; charset=utf-8");
        res.setHeader("Cache-Control", "no-cache");
        res.end(renderDevEnvJs(root));
      });
    },
  };
}
