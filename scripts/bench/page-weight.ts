import type { Browser, Page } from "@playwright/test";
import { READY_SELECTOR } from "../../src/boot/ready-mark";

export interface PageWeight {
  /** Bytes as sent (brotli) of the JS requested before the app renders (entry, its imports, the route chunk). */
  readonly firstRenderJs: number;
  /** Bytes as sent (brotli) of the stylesheets that block rendering. */
  readonly renderBlockingCss: number;
  readonly firstVisitBytes: number;
  readonly firstVisitRequests: number;
  readonly repeatVisitBytes: number;
  readonly repeatVisitRequests: number;
}

interface Entry {
  readonly name: string;
  readonly initiatorType: string;
  readonly startTime: number;
  readonly transferSize: number;
  readonly encodedBodySize: number;
  readonly renderBlockingStatus?: string;
}

// A string, not a function: tsx's name helpers would not exist inside the page.
const READ_ENTRIES = `(() => {
  const pick = (e) => ({ name: e.name, initiatorType: e.initiatorType, startTime: e.startTime,
    transferSize: e.transferSize, encodedBodySize: e.encodedBodySize, renderBlockingStatus: e.renderBlockingStatus });
  const mark = performance.getEntriesByName("portal:render")[0];
  return {
    resources: performance.getEntriesByType("resource").map(pick),
    navigation: pick(performance.getEntriesByType("navigation")[0]),
    renderMark: mark ? mark.startTime : Number.POSITIVE_INFINITY,
  };
})()`;

interface Entries {
  readonly resources: Entry[];
  readonly navigation: Entry;
  readonly renderMark: number;
}

async function entries(page: Page): Promise<Entries> {
  return page.evaluate<Entries>(READ_ENTRIES);
}

/**
 * Bytes and requests of /fr/login in a fresh Chromium profile, then on a repeat visit; with
 * `acceptEncoding`, as a browser that sends it (one without brotli gets gzip).
 */
export async function measurePageWeight(browser: Browser, url: string, acceptEncoding?: string): Promise<PageWeight> {
  const context = await browser.newContext(acceptEncoding ? { extraHTTPHeaders: { "Accept-Encoding": acceptEncoding } } : {});
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  await page.locator(READY_SELECTOR).waitFor();
  await page.waitForLoadState("networkidle");
  const first = await entries(page);
  const isJs = (e: Entry) => /\.m?js(\?|$)/.test(e.name);
  const firstRenderJs = first.resources
    .filter((e) => isJs(e) && e.startTime <= first.renderMark)
    .reduce((sum, e) => sum + e.encodedBodySize, 0);
  const renderBlockingCss = first.resources
    .filter((e) => /\.css(\?|$)/.test(e.name) && e.renderBlockingStatus === "blocking")
    .reduce((sum, e) => sum + e.encodedBodySize, 0);
  const firstVisitBytes = [first.navigation, ...first.resources].reduce((sum, e) => sum + e.transferSize, 0);

  await page.goto(url, { waitUntil: "networkidle" });
  await page.locator(READY_SELECTOR).waitFor();
  await page.waitForLoadState("networkidle");
  const repeat = await entries(page);
  const repeatVisitBytes = [repeat.navigation, ...repeat.resources].reduce((sum, e) => sum + e.transferSize, 0);
  await context.close();
  return {
    firstRenderJs,
    renderBlockingCss,
    firstVisitBytes,
    firstVisitRequests: first.resources.length + 1,
    repeatVisitBytes,
    repeatVisitRequests: repeat.resources.filter((e) => e.transferSize > 0).length + 1,
  };
}
