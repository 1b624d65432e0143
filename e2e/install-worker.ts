import type { Page } from "@playwright/test";
import { appReady, expect, openPage } from "./fixtures";

/**
 * Opens url and waits until the service worker has precached the release and controls the page:
 * a first visit is never controlled, so the page is loaded once more.
 */
export async function installWorker(page: Page, url: string): Promise<void> {
  await openPage(page, url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await appReady(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
