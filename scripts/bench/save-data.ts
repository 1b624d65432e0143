import { pathToFileURL } from "node:url";
import type { Browser, Page } from "@playwright/test";
import { launchChromium } from "./browser";
import { emulateSatellite, SATELLITE } from "./satellite";
import { MENU_LINK, START_PATH, median, menuClickToMountedMs, signIn } from "../bench-univers-marin";
import { LOAD_PLAN } from "../../src/boot/load-plan";
import { READY_SELECTOR } from "../../src/boot/ready-mark";

/**
 * Save-Data on the satellite profile (docs/performance.md, "Save-Data"): a signed-in seafarer's
 * first visit to a page showing the main menu, read until the page is idle past the menu's
 * prefetch cap; what crossed the link by then, and the click on the menu's univers-marin entry
 * until the demo module is mounted (what not prefetching costs). Without and with Save-Data,
 * medians of `runs`. Bytes are the portal's own: univers-marin's host tells no sizes to another
 * origin. Alone:
 *
 *   npx tsx scripts/bench/save-data.ts [portal URL, default http://127.0.0.1:8080] [runs, default 3]
 */
export interface SaveDataFigures {
  readonly bytes: number;
  readonly requests: number;
  readonly clickToMountedMs: number;
}

export interface SaveDataBench {
  readonly without: SaveDataFigures;
  readonly with: SaveDataFigures;
}

// What Chromium tells the page when its user, or an operator's proxy, asks to save data.
const SAVE_DATA = `(() => {
  const connection = navigator.connection;
  if (connection !== undefined) Object.defineProperty(Object.getPrototypeOf(connection), "saveData", { get: () => true });
})()`;

const TRANSFERRED = `(() => {
  const entries = [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")];
  return { bytes: entries.reduce((sum, e) => sum + e.transferSize, 0), requests: entries.length };
})()`;

/**
 * A signed-in first visit to `path` in a fresh profile on the satellite profile, with or without
 * Save-Data, read by `read` once the ready mark is set; the profile is closed after.
 */
export async function satelliteVisit<T>(
  browser: Browser,
  baseUrl: string,
  path: string,
  saveData: boolean,
  read: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    await signIn(context);
    if (saveData) await context.addInitScript(SAVE_DATA);
    const page = await context.newPage();
    await emulateSatellite(context, page);
    await page.goto(path, { waitUntil: "commit", timeout: 120_000 });
    await page.locator(READY_SELECTOR).waitFor({ state: "attached", timeout: 120_000 });
    return await read(page);
  } finally {
    await context.close();
  }
}

function visit(browser: Browser, baseUrl: string, saveData: boolean): Promise<SaveDataFigures> {
  return satelliteVisit(browser, baseUrl, START_PATH, saveData, async (page) => {
    await page.locator(MENU_LINK).first().waitFor({ timeout: 120_000 });
    // Past the prefetch's cap, whatever the browser's idleness: without Save-Data it has started by then.
    await page.waitForFunction((capMs) => performance.now() > capMs, LOAD_PLAN.prefetch.capMs, { timeout: 120_000 });
    await page.waitForLoadState("networkidle", { timeout: 180_000 });
    const { bytes, requests } = await page.evaluate<{ bytes: number; requests: number }>(TRANSFERRED);
    return { bytes, requests, clickToMountedMs: Math.round(await menuClickToMountedMs(page)) };
  });
}

async function medians(browser: Browser, baseUrl: string, saveData: boolean, runs: number): Promise<SaveDataFigures> {
  const visits: SaveDataFigures[] = [];
  for (let run = 0; run < runs; run += 1) visits.push(await visit(browser, baseUrl, saveData));
  return {
    bytes: median(visits.map((v) => v.bytes)),
    requests: median(visits.map((v) => v.requests)),
    clickToMountedMs: median(visits.map((v) => v.clickToMountedMs)),
  };
}

export async function benchSaveData(baseUrl: string, runs = 3): Promise<SaveDataBench> {
  const browser = await launchChromium();
  try {
    return { without: await medians(browser, baseUrl, false, runs), with: await medians(browser, baseUrl, true, runs) };
  } finally {
    await browser.close();
  }
}

export function printSaveData(result: SaveDataBench, runs: number): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`\nSave-Data on the satellite profile (${SATELLITE.latencyMs} ms RTT), ${START_PATH} signed in, median of ${runs}`);
  for (const [label, figures] of [
    ["without Save-Data", result.without],
    ["with Save-Data", result.with],
  ] as const) {
    console.log(
      `  ${label.padEnd(18)} ${kb(figures.bytes).padStart(9)} in ${figures.requests} requests once idle; menu click → univers-marin mounted ${(figures.clickToMountedMs / 1000).toFixed(2)} s`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const baseUrl = process.argv[2] ?? "http://127.0.0.1:8080";
  const runs = Number(process.argv[3] ?? 3);
  printSaveData(await benchSaveData(baseUrl, runs), runs);
}
