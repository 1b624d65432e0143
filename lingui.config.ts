import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";
import { CATALOGS, type CatalogName } from "./src/i18n/catalogs.ts";
import { LOCALES } from "./src/i18n/locales.ts";

// The label files of spec point 7 are src/i18n/catalogs.ts's; each is compiled to
// /assets/i18n/<catalog>.<locale>.json by scripts/build/compile-catalogs.ts. Here: which folders
// write their messages into which file. "content" takes everything else in src/.
const FOLDERS: Record<Exclude<CatalogName, "content">, readonly string[]> = {
  header: ["src/layout/header"],
  footer: ["src/layout/footer"],
  error: ["src/features/errors", "src/api"],
};
const ownFolders = Object.values(FOLDERS).flat();

export default defineConfig({
  sourceLocale: "fr",
  locales: [...LOCALES],
  format: formatter({ lineNumbers: false }),
  catalogs: CATALOGS.map((catalog) => ({
    path: `<rootDir>/locales/{locale}/${catalog}`,
    include: catalog === "content" ? ["<rootDir>/src"] : FOLDERS[catalog].map((folder) => `<rootDir>/${folder}`),
    exclude: catalog === "content" ? [...ownFolders.map((folder) => `<rootDir>/${folder}/**`), "**/*.test.*"] : [],
  })),
});
