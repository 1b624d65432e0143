import { type Plugin, defineConfig } from "vite";

const GLOBAL_NAME = "__universMarinDemo";

/**
 * Rolldown (Vite 8) has no 'system' output format: the IIFE build is wrapped in a
 * System.register call whose execute step exports what the IIFE returned. The result is a
 * genuine System.register module, as SystemJS loads it.
 */
function systemRegister(): Plugin {
  return {
    name: "univers-marin-demo:system-register",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        chunk.code = `System.register([], function (_export) {\n  "use strict";\n  return {\n    execute: function () {\n${chunk.code}\n      _export(${GLOBAL_NAME});\n    }\n  };\n});\n`;
      }
    },
  };
}

/** The demo univers-marin module: npm run build:demo, or mock/univers-marin/host.ts at start. */
export default defineConfig({
  root: import.meta.dirname,
  // demo.css: a stylesheet the module loads from its host (the CSP allows that origin).
  publicDir: "public",
  logLevel: "warn",
  plugins: [systemRegister()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2020",
    sourcemap: false,
    lib: {
      entry: "src/main.ts",
      formats: ["iife"],
      name: GLOBAL_NAME,
      fileName: () => "main.js",
    },
  },
});
