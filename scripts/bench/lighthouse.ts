import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";

export interface LighthouseFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
}

// A run whose audit failed has no value for it: the median is of the runs that measured it.
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Lighthouse's default mobile run (simulated slow 4G, 4x CPU), `runs` times, medians. `headers`
 * go with every request of the page (a session cookie, for a page one sees signed in).
 */
export async function runLighthouse(url: string, runs: number, headers?: Record<string, string>): Promise<LighthouseFigures | undefined> {
  const results: LighthouseFigures[] = [];
  // A run whose trace Lighthouse could not read (NO_NAVSTART, now and then) scores 0 with no
  // metric: it is run again, a few times at most, rather than counted.
  let retriesLeft = runs;
  for (let run = 0; run < runs; run += 1) {
    const chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices"],
        ...(headers ? { extraHeaders: headers } : {}),
      });
      const lhr = result?.lhr;
      if (!lhr) return undefined;
      if (lhr.runtimeError && retriesLeft > 0) {
        console.warn(`bench: Lighthouse run ${run + 1} failed (${lhr.runtimeError.code}), run again`);
        retriesLeft -= 1;
        run -= 1;
        continue;
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
      });
    } finally {
      chrome.kill();
    }
  }
  return {
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
    bestPractices: median(results.map((r) => r.bestPractices)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
  };
}
