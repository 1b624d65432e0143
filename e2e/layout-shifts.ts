import type { Page } from "@playwright/test";

/** One element a layout shift moved: "tag#id", with its top before and after. */
export interface MovedElement {
  readonly element: string;
  readonly from: number;
  readonly to: number;
}

export interface LayoutShift {
  readonly value: number;
  readonly hadRecentInput: boolean;
  readonly moved: readonly MovedElement[];
}

/**
 * Records the page's layout shifts from its very first paint (call before goto); the function
 * returned reads them.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<LayoutShift[]>> {
  await page.addInitScript(() => {
    const shifts: unknown[] = [];
    Object.assign(window, { portalLayoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        };
        shifts.push({
          value: shift.value,
          hadRecentInput: shift.hadRecentInput,
          moved: shift.sources
            .filter((source) => source.node instanceof Element && source.previousRect.height > 0)
            .map((source) => ({
              element: `${(source.node as Element).tagName.toLowerCase()}#${(source.node as Element).id}`,
              from: Math.round(source.previousRect.top),
              to: Math.round(source.currentRect.top),
            })),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { portalLayoutShifts: LayoutShift[] }).portalLayoutShifts);
}
