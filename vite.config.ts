/// <reference types="vitest/config" />
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { preact } from "@preact/preset-vite";
import babel from "@rolldown/plugin-babel";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { defineConfig } from "vite";
import { DEV_BACKEND_PORT, DEV_PORTAL_PORT } from "./scripts/dev-env.ts";
import { devRuntimeConfig } from "./scripts/build/vite-dev-runtime-config.ts";
import { dsfrScriptsOfTheShell } from "./scripts/build/vite-dsfr-scripts-of-the-shell.ts";
import { linguiCompilerOnDemand } from "./scripts/build/vite-lingui-compiler-on-demand.ts";
import { dsfrColorsStandIn } from "./scripts/build/vite-dsfr-colors.ts";
import { dsfrCss } from "./scripts/build/vite-dsfr-css.ts";
import { marianneFallbackFaces } from "./scripts/build/vite-font-fallback.ts";
import { shellChunk } from "./scripts/build/vite-shell-chunk.ts";
import { marianneLatinSubsets } from "./scripts/build/vite-font-subset.ts";
import { marianneStylesheet } from "./scripts/build/vite-marianne-stylesheet.ts";
import { faviconInline } from "./scripts/build/vite-favicon-inline.ts";
import { reactOnPreact } from "./scripts/build/vite-react-on-preact.ts";
import { reloadOnRouteEdit } from "./scripts/build/vite-reload-on-route-edit.ts";
import { SlowestFilesReporter } from "./scripts/checks/slowest-files-reporter.ts";

const backend = `http://127.0.0.1:${DEV_BACKEND_PORT}`;
const shell = shellChunk(/\/src\/boot\/boot-app\.tsx$/);
const routesDirectory = "src/routes";

export default defineConfig({
  resolve: { alias: reactOnPreact(import.meta.dirname) },
  plugins: [
    // The app, written for React, runs on Preact (vite-react-on-preact.ts); in npm start, Prefresh
    // hot-updates an edited component and keeps its state.
    preact(),
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory,
      generatedRouteTree: "src/app/routeTree.gen.ts",
      quoteStyle: "double",
    }),
    // Source messages stay in the production bundle so French always reads, even when a
    // label file fails to load (docs/decisions.md).
    babel({ plugins: [["@lingui/babel-plugin-lingui-macro", { stripMessageField: false }]] }),
    devRuntimeConfig(import.meta.dirname),
    reloadOnRouteEdit(join(import.meta.dirname, routesDirectory)),
    faviconInline(import.meta.dirname),
    dsfrCss(import.meta.dirname),
    marianneLatinSubsets(import.meta.dirname),
    marianneFallbackFaces(),
    marianneStylesheet(),
    shell.plugin,
    linguiCompilerOnDemand(),
    dsfrScriptsOfTheShell(import.meta.dirname),
    dsfrColorsStandIn(),
  ],
  // DSFR's per-component stylesheets still carry old IE media hacks that modern browsers ignore.
  css: { lightningcss: { errorRecovery: true } },
  build: {
    target: "es2022",
    // Maps hold the whole TypeScript source: written for the team (scripts/build/build.sh moves them
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
    port: DEV_PORTAL_PORT,
    strictPort: true,
    proxy: Object.fromEntries(["/api", "/oauth2", "/login/oauth2", "/logout"].map((path) => [path, backend])),
  },
  test: {
    restoreMocks: true,
    // One worker a core: Vitest's default keeps a core for itself, which on this 2-core machine ran
    // the suite on one (docs/testing.md, "The unit suite").
    maxWorkers: availableParallelism(),
    reporters: ["default", new SlowestFilesReporter(10)],
    projects: [
      {
        extends: true,
        test: {
          name: "portal",
          // Node, unless a file that needs a DOM says `// @vitest-environment jsdom` (docs/testing.md, "The unit suite").
          environment: "node",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "deploy/**/*.test.ts"],
          setupFiles: ["src/test-setup.ts"],
          // Bundled by Vite rather than imported by Node, so that the aliases reach their imports too.
          server: { deps: { inline: [/@testing-library\/react/, /@tanstack\/react-/, /@lingui\/react/, /@codegouvfr\/react-dsfr/] } },
        },
      },
      // The simulated backend and providers: servers in Node, tested apart from the product.
      { extends: true, test: { name: "mock", environment: "node", include: ["mock/**/*.test.ts"] } },
      // The end-to-end suite's budget (e2e/budget): its reporter's sums and comparisons, in Node.
      { extends: true, test: { name: "e2e-budget", environment: "node", include: ["e2e/budget/**/*.test.ts"] } },
    ],
  },
});
