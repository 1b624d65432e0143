import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { z } from "zod";
import { startBenchStack } from "./bench/stack";

/**
 * npm run observatory: the MDN HTTP Observatory's scan of the built portal through serve:nginx,
 * on loopback (nothing leaves the machine). Prints the grade scanned over plain HTTP, each
 * test's result, and the grade behind the TLS proxy, where the two tests only TLS can pass (the
 * HTTPS redirect and HSTS: docs/tls.md, "Behind a TLS proxy") get what the proxy gives them.
 * Fails unless that grade is A+ and every other test passes.
 */
const PORT = Number(process.env.OBSERVATORY_PORT ?? 19180);
const TARGET = "A+";
const TLS_PROXY_TESTS = new Set(["redirection", "strict-transport-security"]);

const ScanOutput = z.union([
  z.object({
    scan: z.object({ grade: z.string(), score: z.number(), testsPassed: z.number(), testsQuantity: z.number() }),
    tests: z.record(z.string(), z.object({ expectation: z.string(), pass: z.boolean(), result: z.string(), scoreModifier: z.number() })),
  }),
  z.object({ error: z.string() }),
]);

if (!existsSync("dist/404.html")) {
  console.error("observatory: dist/ is missing: run npm run build first");
  process.exit(1);
}

const packageDir = dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
// The scan reads Chromium's HSTS preload list, which the package's install script downloads and
// .npmrc does not let run. A loopback address is on no preload list: an empty one is exact here.
const preloadList = join(packageDir, "conf", "hsts-preload.json");
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n");

/** The Observatory's own grading (@mdn/mdn-http-observatory/src/scanner/index.js): extra credit only for a clean A. */
function grade(modifiers: readonly number[]): { score: number; grade: string } {
  const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 100);
  const uncurved = total(modifiers.filter((modifier) => modifier < 0));
  return getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? total(modifiers) : uncurved);
}

const stop = await startBenchStack(PORT);
let output: z.infer<typeof ScanOutput>;
try {
  // The command line takes a host name and scans http:// and https:// on it: with the port in
  // the name both go to nginx's port, where https fails as on any host without TLS.
  const scan = spawnSync(process.execPath, [join(packageDir, "src", "scan.js"), `127.0.0.1:${PORT}`], { encoding: "utf8" });
  if (!scan.stdout.trimStart().startsWith("{")) throw new Error(`observatory: the scanner printed no result: ${scan.stderr}`);
  output = ScanOutput.parse(JSON.parse(scan.stdout));
} finally {
  stop();
}
if ("error" in output) {
  console.error(`observatory: the scan failed: ${output.error}`);
  process.exit(1);
}

const { scan, tests } = output;
console.log(`\nMDN HTTP Observatory, http://127.0.0.1:${PORT}/ through serve:nginx`);
console.log(`  scanned over plain HTTP: ${scan.grade} (${scan.score}), ${scan.testsPassed} of ${scan.testsQuantity} tests passed\n`);
const signed = (modifier: number) => (modifier > 0 ? `+${modifier}` : String(modifier));
for (const [name, test] of Object.entries(tests)) {
  const verdict = TLS_PROXY_TESTS.has(name) ? "TLS proxy" : test.pass ? "pass" : "FAIL";
  console.log(`  ${name.padEnd(32)} ${verdict.padEnd(10)} ${signed(test.scoreModifier).padStart(3)}  ${test.result}`);
}

const failed = Object.entries(tests).filter(([name, test]) => !TLS_PROXY_TESTS.has(name) && !test.pass);
const behindProxy = grade(
  Object.entries(tests).map(([name, test]) => (TLS_PROXY_TESTS.has(name) ? getScoreModifier(test.expectation) : test.scoreModifier)),
);
console.log(
  `\n  "TLS proxy": the proxy's job (docs/tls.md, "Behind a TLS proxy"): ${[...TLS_PROXY_TESTS].map((name) => tests[name]?.expectation ?? name).join(", ")}`,
);
console.log(`  behind the TLS proxy: ${behindProxy.grade} (${behindProxy.score}), target ${TARGET}`);
if (behindProxy.grade !== TARGET || failed.length > 0) process.exit(1);
