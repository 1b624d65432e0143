import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Manifest } from "./page-assets";

/**
 * The exported pages load only some DSFR stylesheets (src/app/dsfr-styles.ts, page chunks).
 * This check fails the build when a page uses a DSFR class that DSFR styles but that none of
 * the stylesheets the page loads defines: the page would look broken.
 */
const root = join(import.meta.dirname, "..", "..");
const dist = join(root, "dist");
const require = createRequire(import.meta.url);
const dsfrDir = join(dirname(require.resolve("@codegouvfr/react-dsfr/package.json")), "dsfr");

const selectorsOf = (css: string) => new Set([...css.matchAll(/\.(fr-[a-z0-9_-]+|ri-[a-z0-9-]+)/g)].map((m) => m[1] ?? ""));
const styledByDsfr = selectorsOf(
  readFileSync(join(dsfrDir, "dsfr.min.css"), "utf8") + readFileSync(join(dsfrDir, "utility", "icons", "icons.min.css"), "utf8"),
);

const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Manifest;
const deferredCss = Object.entries(manifest)
  .filter(([key]) => key.endsWith("src/boot/dsfr-styles-deferred.ts"))
  // A CSS-only chunk is its own file in the manifest.
  .flatMap(([, chunk]) => [...(chunk.css ?? []), ...(chunk.file.endsWith(".css") ? [chunk.file] : [])]);

const pages = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
const problems: string[] = [];
for (const page of pages) {
  const html = readFileSync(join(dist, page), "utf8");
  const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)].map((m) => m[1] ?? "");
  const defined = selectorsOf([...sheets, ...deferredCss].map((file) => readFileSync(join(dist, file), "utf8")).join("\n"));
  const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => (m[1] ?? "").split(/\s+/)).filter((c) => /^(fr|ri)-/.test(c)));
  const missing = [...used].filter((name) => styledByDsfr.has(name) && !defined.has(name));
  if (missing.length > 0) problems.push(`${page}: ${missing.join(", ")}`);
}
if (problems.length > 0) {
  console.error(
    "DSFR classes used by exported pages but missing from their stylesheets (import the component's CSS where it is rendered):",
  );
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`DSFR classes: every class of the ${pages.length} exported pages is styled`);
