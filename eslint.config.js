import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { noImportCycle } from "./scripts/checks/no-import-cycle.js";

/**
 * Imports flow one way (docs/architecture.md): boot → app → routes → layout → features → session | analytics | offline →
 * ui → api → route-table → i18n → config. Each layer below lists what it may not import.
 */
const layers = {
  // The app's own parts, booted by src/boot.
  app: ["boot"],
  routes: ["boot"],
  layout: ["boot", "routes", "app"],
  features: ["boot", "routes", "app", "layout"],
  session: ["boot", "routes", "app", "layout", "features", "analytics"],
  analytics: ["boot", "routes", "app", "layout", "features", "session"],
  offline: ["boot", "routes", "app", "layout", "features", "session", "analytics", "api"],
  ui: ["boot", "routes", "app", "layout", "features", "session", "analytics", "offline", "api"],
  // The worker's own code runs in the worker: nothing of the page's but the languages and the
  // paths it answers for, plain data.
  "service-worker": ["boot", "routes", "app", "layout", "features", "session", "analytics", "offline", "ui", "api", "config"],
  api: ["boot", "routes", "app", "layout", "features", "session", "analytics", "ui"],
  // The pages' paths and flags, read by every layer above it and by the build's Node scripts.
  "route-table": ["boot", "routes", "app", "layout", "features", "session", "analytics", "offline", "ui", "api", "config"],
  i18n: ["boot", "routes", "app", "layout", "features", "session", "analytics", "offline", "ui", "api", "route-table"],
  config: ["boot", "routes", "app", "layout", "features", "session", "analytics", "offline", "ui", "api", "route-table", "i18n"],
};

/** Each feature keeps to its own folder; the few it builds on are named here. */
const features = {
  accessibility: [],
  account: [],
  errors: [],
  "medical-appointment": [],
  "module-overrides": [],
  registration: [],
  "sign-in": [],
  "site-map": [],
  "univers-marin": ["module-overrides"],
};

const importGroup = (target) => [`**/${target}/*`, `**/${target}`];
const importExpression = (target) => `${target}(\\/|$)`;

const boundaryRules = Object.entries(layers).map(([layer, forbidden]) => ({
  files: [`src/${layer}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: forbidden.map((target) => ({
          group: importGroup(target),
          message: `src/${layer} may not import src/${target} (docs/architecture.md: imports flow one way).`,
        })),
      },
    ],
    // no-restricted-imports does not see import(): the code split off a layer obeys it all the same.
    "no-restricted-syntax": [
      "error",
      ...forbidden.map((target) => ({
        selector: `ImportExpression > Literal[value=/^\\.\\.?\\/(.*\\/)?${importExpression(target)}/]`,
        message: `src/${layer} may not import src/${target}, not even with import() (docs/architecture.md: imports flow one way).`,
      })),
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      "dist/",
      ".tmp/",
      "node_modules/",
      "mock/univers-marin/dist/",
      "mock/univers-marin/fixtures/*/",
      "src/app/routeTree.gen.ts",
      "public/",
      "test-results/",
      "playwright-report/",
      "env.template.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-confusing-void-expression": "off",
      "@typescript-eslint/only-throw-error": [
        "error",
        { allow: [{ from: "package", package: "@tanstack/router-core", name: ["NotFoundError", "Redirect"] }] },
      ],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    files: ["src/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Window and document are off limits at module load in exported code (docs/decisions.md, static export).
    files: ["src/routes/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-globals": ["error", "window", "document", "localStorage", "sessionStorage"],
    },
  },
  ...boundaryRules,
  {
    // Classic zod probes `new Function` for its compiled parsers when it builds its first object
    // schema: the CSP forbids eval, and Chromium reports a securitypolicyviolation on every page.
    // zod/mini has no such probe. Types may come from anywhere, and tests run without a CSP.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^zod(/v4(/classic)?)?$",
              message: "Use zod/mini in the browser: classic zod's eval probe is a CSP violation.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // A circle of imports makes the order modules run in depend on who imports first (a value
    // read before its module has run is undefined), and no layer rule sees one inside a layer.
    files: ["src/**/*.{ts,tsx}", "scripts/**/*.ts", "mock/**/*.ts", "e2e/**/*.ts", "engines/**/*.ts", "deploy/**/*.ts", "*.config.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // import-x/no-cycle skips type imports: in src/, a rule of the project's follows them too.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { local: { rules: { "no-import-cycle": noImportCycle } } },
    rules: { "import-x/no-cycle": "off", "local/no-import-cycle": "error" },
  },
  {
    // Resolved paths, not import strings: a sibling feature is "../registration" from a feature.
    files: ["src/features/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: Object.entries(features).map(([feature, allowed]) => ({
            target: `./src/features/${feature}`,
            from: "./src/features",
            except: [feature, ...allowed].map((name) => `./${name}`),
            message: `src/features/${feature} may only import ${allowed.length > 0 ? allowed.join(", ") + " among the features" : "its own feature"} (eslint.config.js: features).`,
          })),
        },
      ],
    },
  },
  {
    files: ["scripts/**", "mock/**", "e2e/**", "engines/**", "*.config.ts", "eslint.config.js"],
    rules: { "no-console": "off" },
  },
  {
    files: ["eslint.config.js", "scripts/checks/no-import-cycle.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
