/// <reference types="vitest/config" />
import babel from "@rolldown/plugin-babel";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
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
    react(),
  ],
  build: {
    target: "es2022",
    sourcemap: true,
    assetsInlineLimit: 0,
  },
  // react-dsfr imports its own CSS: bundle it into the export renderer instead of importing it from Node.
  ssr: { noExternal: ["@codegouvfr/react-dsfr"] },
  server: { port: 5173, strictPort: true },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "mock/**/*.test.ts"],
    setupFiles: ["src/test-setup.ts"],
    restoreMocks: true,
  },
});
