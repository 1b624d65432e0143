import { createHash } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import { build } from "vite";
import { injectManifest } from "workbox-build";
import type { ManifestTransform } from "workbox-build";
import { precacheUrlOf } from "../../src/service-worker/page-urls";
import { isPrecached } from "./precached-files";

/**
 * dist/sw.js: src/service-worker/worker.ts bundled on its own (no app plugin applies to it), then
 * the release's precache list injected by workbox-build: every exported page of every language
 * under its address, the app's assets, the label files, the Latin subsets of Marianne. Hashed
 * assets are cached under their name; the others (pages, label files) carry their content's
 * SHA-256 as revision, so that a release downloads again only what changed, and the worker can
 * check it got this release's file.
 *
 * VITE_SERVICE_WORKER=off builds the kill switch instead (src/service-worker/kill-switch.ts).
 */
const root = join(import.meta.dirname, "..", "..");
// DIST_DIR: another release's files (e2e/second-release.ts makes one for the two-release journey).
const dist = process.env.DIST_DIR ?? join(root, "dist");
// One scratch folder per release: the e2e suite builds two other releases' workers side by side.
const out = join(root, ".tmp", "sw", basename(dist));
const killSwitch = process.env.VITE_SERVICE_WORKER === "off";

await build({
  configFile: false,
  logLevel: "warn",
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: killSwitch ? dist : out,
    emptyOutDir: false,
    target: "es2022",
    minify: true,
    lib: {
      entry: join(root, "src", "service-worker", killSwitch ? "kill-switch.ts" : "worker.ts"),
      formats: ["iife"],
      name: "portalServiceWorker",
      fileName: () => "sw.js",
    },
  },
});

if (!killSwitch) {
  // What a page needs offline (precached-files.ts).
  const precacheUrls: ManifestTransform = (entries) => ({
    manifest: entries
      .filter((entry) => isPrecached(entry.url))
      .map((entry) => ({
        ...entry,
        url: precacheUrlOf(entry.url),
        // SHA-256, not Workbox's MD5: the worker checks each file it precaches against it with
        // SubtleCrypto, which has no MD5 (src/service-worker/coherent-release.ts).
        revision:
          entry.revision === null
            ? null
            : createHash("sha256")
                .update(readFileSync(join(dist, entry.url)))
                .digest("hex"),
      })),
    warnings: [],
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: join(out, "sw.js"),
    swDest: join(dist, "sw.js"),
    globDirectory: dist,
    globPatterns: ["**/*.{html,js,css,json,svg,woff2}"],
    globIgnores: ["sw.js", "**/*.gz", "brotli/**"],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    // Vite's hashed names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^assets\/(?!i18n\/).+-[\w-]{8}\.\w+$/,
    manifestTransforms: [precacheUrls],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB uncompressed)`);
}
rmSync(out, { recursive: true, force: true });
