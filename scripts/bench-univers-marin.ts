import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";

/**
 * Median time from a click on a shell link to a /univers-marin page until the demo module is
 * mounted, through a running serve:nginx with the demo host up. Each run is a first visit (a
 * fresh browser context): single-spa, SystemJS and main.js are fetched after the click.
 *
 *   npx tsx scripts/bench-univers-marin.ts [portal URL, default http://127.0.0.1:8080] [runs, default 20]
 */
export interface UniversMarinBench {
  readonly runs: number[];
  readonly medianMs: number;
  /** "click" on a shell link to /univers-marin, or "push" when the start page has none. */
  readonly trigger: "click" | "push";
}

const START_PATH = "/mes-infos";
const TARGET_PATH = "/univers-marin/pmr/accueil-pmr";
const MOUNTED = "#univers-marin [data-univers-marin-demo] h1";
const debianChromium = "/usr/bin/chromium";

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export async function benchUniversMarin(baseUrl: string, count = 20): Promise<UniversMarinBench> {
  const browser = await chromium.launch(
    existsSync(debianChromium) ? { executablePath: debianChromium, args: ["--no-sandbox", "--disable-gpu", "--no-first-run"] } : {},
  );
  const runs: number[] = [];
  let trigger: UniversMarinBench["trigger"] = "click";
  try {
    for (let run = 0; run < count; run += 1) {
      const context = await browser.newContext({ baseURL: baseUrl });
      const page = await context.newPage();
      await page.goto(START_PATH);
      await page.locator("html[data-app-ready='true']").waitFor();
      const measured = await page.evaluate(
        ({ mounted, target }) =>
          new Promise<{ ms: number; clicked: boolean }>((resolve) => {
            // A shell link to the sub-application (the main menu has them); else the shell's router via pushState.
            const link = document.querySelector<HTMLAnchorElement>('header a[href*="/univers-marin/"], nav a[href*="/univers-marin/"]');
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (!document.querySelector(mounted)) return;
              observer.disconnect();
              resolve({ ms: performance.now() - start, clicked: link !== null });
            });
            observer.observe(document.body, { childList: true, subtree: true });
            if (link) link.click();
            else window.history.pushState(null, "", target);
          }),
        { mounted: MOUNTED, target: TARGET_PATH },
      );
      if (!measured.clicked) trigger = "push";
      runs.push(Math.round(measured.ms));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { runs, medianMs: median(runs), trigger };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const baseUrl = process.argv[2] ?? "http://127.0.0.1:8080";
  const count = Number(process.argv[3] ?? 20);
  const result = await benchUniversMarin(baseUrl, count);
  console.log(`univers-marin mounted after a ${result.trigger} from ${START_PATH}: median ${result.medianMs} ms over ${count} runs (${result.runs.join(", ")})`);
}
