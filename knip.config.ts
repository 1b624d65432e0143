import type { KnipConfig } from "knip";

/**
 * npm test's check for unused files, exports and dependencies. Knip's plugins find what the
 * tools' configs name (Vite, Vitest, Playwright, ESLint, Lingui); the entries below are what
 * shell scripts, Dockerfiles and path strings start, which Knip cannot read.
 */
const config: KnipConfig = {
  entry: [
    // Run by scripts/build/build.sh or scripts/rolling-release.sh, by hand (docs/operations.md), or built from their path.
    "scripts/build/{compile-catalogs,prerender,check-dsfr-classes,build-service-worker,precompress}.ts",
    "scripts/rolling-release/{visitors,report}.ts",
    "e2e/budget/write-budget.ts",
    "mock/univers-marin/vite.config.ts",
    "mock/univers-marin/src/main.ts",
    "src/entry-server.tsx",
    "src/service-worker/worker.ts",
    "src/service-worker/kill-switch.ts",
    "src/boot/dsfr-scripts.ts",
    // Read as text: the entrypoint writes env.js from it, deploy/runtime-variables.ts checks it.
    "env.template.js",
  ],
  project: [
    "**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}",
    // Projects of their own (their package.json and lockfile), built by mock/univers-marin/fixtures/build.ts.
    "!mock/univers-marin/fixtures/{react,angular}/**",
  ],
  // A type an exported signature uses is part of its contract, exported even where only that file names it.
  ignoreExportsUsedInFile: { interface: true, type: true },
  // The machine's programs the scripts run, not npm packages.
  ignoreBinaries: ["kubectl", "dash", "nginx", "wrk"],
};

export default config;
