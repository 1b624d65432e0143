import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// The four catalogs mirror the label files of spec point 7 (footer, header, content, error);
// each is compiled to /assets/i18n/<catalog>.<locale>.json by scripts/build/compile-catalogs.ts.
export default defineConfig({
  sourceLocale: "fr",
  locales: ["fr", "en", "es"],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: "<rootDir>/locales/{locale}/header", include: ["<rootDir>/src/layout/header"] },
    { path: "<rootDir>/locales/{locale}/footer", include: ["<rootDir>/src/layout/footer"] },
    { path: "<rootDir>/locales/{locale}/error", include: ["<rootDir>/src/features/errors", "<rootDir>/src/api"] },
    {
      path: "<rootDir>/locales/{locale}/content",
      include: ["<rootDir>/src"],
      exclude: [
        "<rootDir>/src/layout/header/**",
        "<rootDir>/src/layout/footer/**",
        "<rootDir>/src/features/errors/**",
        "<rootDir>/src/api/**",
        "**/*.test.*",
      ],
    },
  ],
});
