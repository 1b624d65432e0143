import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Opens url and waits until the service worker has precached the release and controls the page:
 * a first visit is never controlled, so the page is loaded once more.
 */
export async function installWorker(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
