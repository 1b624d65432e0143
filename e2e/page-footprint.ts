import type { CDPSession, Page } from "@playwright/test";

/** What a document holds, read through Chromium's DevTools protocol after a full collection. */
export interface Footprint {
  /** Every DOM node the renderer keeps alive, in the page or detached from it. */
  readonly nodes: number;
  /** Every event listener registered from JavaScript, on any node or on window. */
  readonly listeners: number;
  /** The JavaScript heap in use, in bytes. */
  readonly heapBytes: number;
  readonly styleSheets: number;
  readonly styleElements: number;
  /** The page's own marks and measures, which the browser keeps until the document goes. */
  readonly userTimings: number;
}

/** Collections before a reading: after a first, a few nodes are still counted that a second frees; a third frees nothing more. */
const COLLECTIONS = 2;

/** Chromium only: its DevTools protocol counts what no page script can. */
export async function pageFootprint(page: Page, cdp: CDPSession): Promise<Footprint> {
  for (let run = 0; run < COLLECTIONS; run += 1) await cdp.send("HeapProfiler.collectGarbage");
  const { nodes, jsEventListeners } = await cdp.send("Memory.getDOMCounters");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  const counted = await page.evaluate(() => ({
    styleSheets: document.styleSheets.length,
    styleElements: document.querySelectorAll("style").length,
    userTimings: performance.getEntriesByType("mark").length + performance.getEntriesByType("measure").length,
  }));
  return { nodes, listeners: jsEventListeners, heapBytes: usedSize, ...counted };
}
