import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { z } from "zod";
import { startBenchStack } from "./bench/stack";

/**
 * npm run load: wrk against nginx serving the built pages and assets on loopback. The issue's
 * floor: 10,000 requests per second at 50 connections, without an error. The measured run asks
 * in turn for an exported page, the entry's hashed script and the stylesheet, accepting gzip as
 * a browser does; then each is run alone, for information. Fails when the mixed run is below the
 * floor, or on any error in any run.
 */
const PORT = Number(process.env.LOAD_PORT ?? 19280);
const FLOOR = 10_000;
const WRK = ["-t2", "-c50", "-d10s", "-s", "scripts/load.lua"];
const PAGE = "/fr/login";

/** What scripts/load.lua prints when wrk is done. */
const Figures = z.object({
  requests: z.number(),
  durationUs: z.number(),
  bytes: z.number(),
  connect: z.number(),
  read: z.number(),
  write: z.number(),
  status: z.number(),
  timeout: z.number(),
  p50Us: z.number(),
  p99Us: z.number(),
});
type Figures = z.infer<typeof Figures>;

if (!existsSync("dist/404.html")) {
  console.error("load: dist/ is missing: run npm run build first");
  process.exit(1);
}
if (spawnSync("wrk", ["--version"]).error) {
  console.error("load: wrk is missing: sudo apt-get install -y wrk");
  process.exit(1);
}

const html = readFileSync(`dist${PAGE}/index.html`, "utf8");
const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
const stylesheet = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
if (!script || !stylesheet) {
  console.error(`load: ${PAGE} links no hashed script or stylesheet`);
  process.exit(1);
}
const paths = [PAGE, script, stylesheet];

function wrk(base: string, targets: readonly string[]): Figures {
  const run = spawnSync("wrk", [...WRK, base, "--", ...targets], { encoding: "utf8" });
  const summary = run.stdout.split("\n").find((line) => line.startsWith("{"));
  if (!summary) throw new Error(`load: wrk printed no figures: ${run.stderr || run.stdout}`);
  return Figures.parse(JSON.parse(summary));
}

const errorsOf = (figures: Figures) => figures.connect + figures.read + figures.write + figures.status + figures.timeout;
const perSecond = (figures: Figures, value: number) => value / (figures.durationUs / 1e6);

function report(label: string, figures: Figures): void {
  const rps = Math.round(perSecond(figures, figures.requests));
  const mbps = (perSecond(figures, figures.bytes) / 1024 / 1024).toFixed(0);
  const latency = `p50 ${(figures.p50Us / 1000).toFixed(2)} ms, p99 ${(figures.p99Us / 1000).toFixed(2)} ms`;
  const errors = `errors ${errorsOf(figures)} (connect ${figures.connect}, read ${figures.read}, write ${figures.write}, timeout ${figures.timeout}, non-2xx/3xx ${figures.status})`;
  console.log(`  ${label.padEnd(34)} ${String(rps).padStart(6)} requests/s  ${mbps.padStart(5)} MB/s  ${latency}  ${errors}`);
}

const stop = await startBenchStack(PORT);
let failures = 0;
try {
  const base = `http://127.0.0.1:${PORT}`;
  // The figure is only worth something for the precompressed files (gzip_static).
  for (const path of paths) {
    const response = await fetch(`${base}${path}`, { headers: { "Accept-Encoding": "gzip" } });
    if (response.status !== 200 || response.headers.get("content-encoding") !== "gzip") {
      console.error(`load: ${path} answered ${response.status}, Content-Encoding ${response.headers.get("content-encoding") ?? "none"}`);
      failures += 1;
    }
  }
  console.log(`\nwrk ${WRK.slice(0, 3).join(" ")} on ${base} (nginx through serve:nginx, gzip accepted)`);
  const mixed = wrk(base, paths);
  report(`mixed: ${paths.length} paths in turn`, mixed);
  if (perSecond(mixed, mixed.requests) < FLOOR || errorsOf(mixed) > 0) failures += 1;
  for (const path of paths) {
    const alone = wrk(base, [path]);
    report(path, alone);
    if (errorsOf(alone) > 0) failures += 1;
  }
} finally {
  stop();
}
console.log(`\n  floor: ${FLOOR} requests/s for the mixed run, no error in any run: ${failures === 0 ? "met" : "NOT MET"}`);
if (failures > 0) process.exit(1);
