import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CATALOGS } from "../../src/i18n/catalogs";
import { LOCALES } from "../../src/i18n/locales";

/**
 * Compiles the .po catalogs and publishes each as the label file the shell fetches:
 * public/assets/i18n/<catalog>.<locale>.json, a flat { id: message } object.
 */
const root = join(import.meta.dirname, "..", "..");
execFileSync("npx", ["lingui", "compile", "--namespace", "json"], { cwd: root, stdio: "inherit" });

const outDir = join(root, "public", "assets", "i18n");
mkdirSync(outDir, { recursive: true });
for (const locale of LOCALES) {
  for (const catalog of CATALOGS) {
    const compiled = JSON.parse(readFileSync(join(root, "locales", locale, `${catalog}.json`), "utf8")) as {
      messages: Record<string, unknown>;
    };
    writeFileSync(join(outDir, `${catalog}.${locale}.json`), JSON.stringify(compiled.messages));
  }
}
