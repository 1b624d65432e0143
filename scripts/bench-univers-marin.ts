import { pathToFileURL } from "node:url";
import type { BrowserContext, Page } from "@playwright/test";
import { launchChromium } from "./bench/browser";
import { READY_SELECTOR } from "../src/boot/ready-mark";

/**
 * Median time from a click on a main-menu entry to a /univers-marin page until the demo module
 * is mounted, through a running serve:nginx with the demo host up, signed in as a habilité
 * seafarer of the simulated backend (the menu is theirs). Each run is a first visit (a fresh
 * browser context): single-spa, SystemJS and main.js are fetched after the click.
 * `npm run bench` runs it; alone:
 *
 *   npx tsx scripts/bench-univers-marin.ts [portal URL, default http://127.0.0.1:8080] [runs, default 20]
 */
export interface UniversMarinBench {
  readonly runs: number[];
  readonly medianMs: number;
}

export const START_PATH = "/mes-infos";
const PERSONA = "marin-fc";
export const MENU_LINK = 'nav a[href*="/univers-marin/"]';
const MOUNTED = "#univers-marin [data-univers-marin-demo] h1";

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Signs the context in as the bench's habilité seafarer (the main menu is theirs). */
export async function signIn(context: BrowserContext): Promise<void> {
  const answer = await context.request.post("/oauth2/authorization/fc", { form: { persona: PERSONA, retour: "/login" }, maxRedirects: 0 });
  if (answer.status() !== 303) throw new Error(`sign-in as ${PERSONA}: ${answer.status()}`);
}

/** From a click on the page's first main-menu entry to a /univers-marin page until the demo module is mounted. */
export function menuClickToMountedMs(page: Page): Promise<number> {
  return page.evaluate(
    ({ mounted, menuLink }) =>
      new Promise<number>((resolve, reject) => {
        const link = document.querySelector<HTMLAnchorElement>(menuLink);
        if (!link) return reject(new Error("no main-menu link to univers-marin"));
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!document.querySelector(mounted)) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(document.body, { childList: true, subtree: true });
        link.click();
      }),
    { mounted: MOUNTED, menuLink: MENU_LINK },
  );
}

export async function benchUniversMarin(baseUrl: string, count = 20): Promise<UniversMarinBench> {
  const browser = await launchChromium();
  const runs: number[] = [];
  try {
    for (let run = 0; run < count; run += 1) {
      const context = await browser.newContext({ baseURL: baseUrl });
      await signIn(context);
      const page = await context.newPage();
      await page.goto(START_PATH);
      await page.locator(READY_SELECTOR).waitFor();
      await page.locator(MENU_LINK).first().waitFor();
      // A user reads the page before clicking: what the page fetches while idle is done by then.
      await page.waitForLoadState("networkidle");
      const measured = await menuClickToMountedMs(page);
      runs.push(Math.round(measured));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { runs, medianMs: median(runs) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const baseUrl = process.argv[2] ?? "http://127.0.0.1:8080";
  const count = Number(process.argv[3] ?? 20);
  const result = await benchUniversMarin(baseUrl, count);
  console.log(
    `univers-marin mounted after a menu click from ${START_PATH}: median ${result.medianMs} ms over ${count} runs (${result.runs.join(", ")})`,
  );
}
