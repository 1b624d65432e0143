import { existsSync } from "node:fs";
import { benchUniversMarin } from "./bench-univers-marin";
import { launchChromium } from "./bench/browser";
import { runLighthouse } from "./bench/lighthouse";
import { measurePageWeight } from "./bench/page-weight";
import { BENCH_URL, startBenchStack } from "./bench/stack";

/**
 * npm run bench: figures of /fr/login served by serve:nginx from the built bundle.
 * A script, not a test: timings depend on the machine; bytes and requests do not.
 */
if (!existsSync("dist/404.html")) {
  console.error("bench: dist/ is missing: run npm run build first");
  process.exit(1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const stop = await startBenchStack();
try {
  const browser = await launchChromium();
  const weight = await measurePageWeight(browser, `${BENCH_URL}/fr/login`);
  await browser.close();
  console.log("\n/fr/login through serve:nginx (Chromium, fresh profile)");
  console.log(`  JS for the first render (gzip)     ${kb(weight.firstRenderJs)}`);
  console.log(`  render-blocking CSS (gzip)         ${kb(weight.renderBlockingCss)}`);
  console.log(`  first visit                        ${kb(weight.firstVisitBytes)} in ${weight.firstVisitRequests} requests`);
  console.log(`  repeat visit                       ${kb(weight.repeatVisitBytes)} in ${weight.repeatVisitRequests} requests`);

  const universMarin = await benchUniversMarin(BENCH_URL);
  console.log(`\nMenu entry → demo univers-marin mounted, median of ${universMarin.runs.length}: ${universMarin.medianMs} ms`);

  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  const lighthouse = runs > 0 ? await runLighthouse(`${BENCH_URL}/fr/login`, runs) : undefined;
  if (lighthouse) {
    console.log(`\nLighthouse mobile (simulated slow 4G, 4x CPU), median of ${runs}`);
    console.log(`  performance ${lighthouse.performance}  accessibility ${lighthouse.accessibility}  best practices ${lighthouse.bestPractices}`);
    console.log(`  LCP ${(lighthouse.lcp / 1000).toFixed(2)} s  TBT ${Math.round(lighthouse.tbt)} ms  CLS ${lighthouse.cls.toFixed(3)}`);
  } else {
    console.log("\nLighthouse: not run (BENCH_LIGHTHOUSE_RUNS=0 or lighthouse unavailable)");
  }
} finally {
  stop();
}
