import { execFileSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const bin = (name: string) => join(root, "node_modules", ".bin", name);

/**
 * The kill-switch release (docs/operations.md, "The service worker's kill switch"), built as ops would build it, with
 * VITE_SERVICE_WORKER=off, into `to` rather than dist/ (which the rest of the suite is served
 * from): the client bundle, whose pages register no worker, the exported pages (with the export
 * renderer of the main build: it renders no worker either), and the kill-switch sw.js.
 */
export function buildKillSwitchRelease(to: string): void {
  const env = { ...process.env, VITE_SERVICE_WORKER: "off", DIST_DIR: to };
  rmSync(to, { recursive: true, force: true });
  execFileSync(bin("vite"), ["build", "--outDir", to, "--emptyOutDir", "--logLevel", "error"], { cwd: root, env, stdio: "ignore" });
  execFileSync(bin("tsx"), ["scripts/build/prerender.ts"], { cwd: root, env, stdio: "ignore" });
  execFileSync(bin("tsx"), ["scripts/build/build-service-worker.ts"], { cwd: root, env, stdio: "ignore" });
  // As build.sh leaves a release: no template, no manifest, no source maps.
  rmSync(join(to, "index.html"));
  rmSync(join(to, ".vite"), { recursive: true });
  for (const file of readdirSync(join(to, "assets")).filter((name) => name.endsWith(".map"))) rmSync(join(to, "assets", file));
}
