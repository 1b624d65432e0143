/// <reference types="vitest/config" />
import { join } from "node:path";
import babel from "@rolldown/plugin-babel";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { type Plugin, defineConfig } from "vite";
import { DEV_BACKEND_PORT, renderDevEnvJs } from "./scripts/dev-env";
import { dsfrColorsStandIn } from "./scripts/vite-dsfr-colors";
import { dsfrCss } from "./scripts/vite-dsfr-css";
import { marianneFallbackFaces } from "./scripts/vite-font-fallback";
import { shellChunk } from "./scripts/vite-shell-chunk";
import { marianneLatinSubsets } from "./scripts/vite-font-subset";
import { faviconInline } from "./scripts/vite-favicon-inline";
import { reactOnPreact } from "./scripts/vite-react-on-preact";
import { reloadOnEdit } from "./scripts/vite-reload-on-edit";

/** npm start serves env.js as the container would, from env.template.js and dev values. */
function devRuntimeConfig(): Plugin {
  return {
    name: "portal-dev-runtime-config",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use("/env.js", (_req, res) => {
        res.setHeader("Content-Type", "application/javascript; charset=utf-8");
        res.setHeader("Cache-Control", "no-cache");
        res.end(renderDevEnvJs(import.meta.dirname));
      });
    },
  };
}

/**
 * Lingui's core imports its message compiler for development only (a dead branch in
 * production that the bundler keeps, ~6 KB gzip). In a build, core gets an empty stand-in;
 * src/i18n/setup.ts still loads the real compiler on demand when a label file is missing.
 */
function linguiCompilerOnDemand(): Plugin {
  const STAND_IN = "\0lingui-compiler-stand-in";
  return {
    name: "portal-lingui-compiler-on-demand",
    apply: "build",
    enforce: "pre",
    resolveId(id, importer) {
      return id === "@lingui/message-utils/compileMessage" && importer?.includes("/@lingui/core/") ? STAND_IN : undefined;
    },
    load: (id) => (id === STAND_IN ? "export const compileMessage = undefined;" : undefined),
  };
}

/** react-dsfr's start imports DSFR's whole script: it gets the shell's components only (src/app/dsfr-scripts.ts). */
function dsfrScriptsOfTheShell(): Plugin {
  const shellScripts = join(import.meta.dirname, "src", "app", "dsfr-scripts.ts");
  return {
    name: "portal-dsfr-scripts-of-the-shell",
    enforce: "pre",
    resolveId: (id, importer) => (id === "./dsfr/dsfr.module" && importer?.includes("/@codegouvfr/react-dsfr/start") ? shellScripts : undefined),
  };
}

const backend = `http://127.0.0.1:${DEV_BACKEND_PORT}`;
const shell = shellChunk(/\/src\/main\.tsx$/);

export default defineConfig({
  resolve: { alias: reactOnPreact(import.meta.dirname) },
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "src/routes",
      generatedRouteTree: "src/app/routeTree.gen.ts",
      quoteStyle: "double",
    }),
    // Source messages stay in the production bundle so French always reads, even when a
    // label file fails to load (DESIGN.md).
    babel({ plugins: [["@lingui/babel-plugin-lingui-macro", { stripMessageField: false }]] }),
    devRuntimeConfig(),
    reloadOnEdit(),
    faviconInline(import.meta.dirname),
    dsfrCss(import.meta.dirname),
    marianneLatinSubsets(import.meta.dirname),
    marianneFallbackFaces(),
    shell.plugin,
    linguiCompilerOnDemand(),
    dsfrScriptsOfTheShell(),
    dsfrColorsStandIn(),
  ],
  // DSFR's per-component stylesheets still carry old IE media hacks that modern browsers ignore.
  css: { lightningcss: { errorRecovery: true } },
  build: {
    target: "es2022",
    // Maps hold the whole TypeScript source: written for the team (scripts/build.sh moves them
    // to sourcemaps/), never named in the bundles nor served.
    sourcemap: "hidden",
    // DSFR's small icons go inside the stylesheet (one request each otherwise); the larger
    // ones stay files, so that the render-blocking CSS stays under its 45 KB budget.
    assetsInlineLimit: (file: string, content: Buffer) => /\/dsfr\/icons\/.*\.svg$/.test(file) && content.length <= 560,
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: shell.groups } },
    },
  },
  // The export renderer bundles its packages rather than importing them from Node: so that they
  // get Preact through the aliases, as the browser's code does, and react-dsfr its own CSS.
  ssr: { noExternal: true },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: Object.fromEntries(["/api", "/oauth2", "/login/oauth2", "/logout"].map((path) => [path, backend])),
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "mock/**/*.test.ts"],
    setupFiles: ["src/test-setup.ts"],
    // Bundled by Vite rather than imported by Node, so that the aliases reach their imports too.
    server: { deps: { inline: [/@testing-library\/react/, /@tanstack\/react-/, /@lingui\/react/, /@codegouvfr\/react-dsfr/] } },
    restoreMocks: true,
  },
});
