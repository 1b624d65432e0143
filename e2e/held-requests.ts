import type { Page } from "@playwright/test";

type UrlMatch = Parameters<Page["route"]>[0];

/**
 * Holds every request the page makes to `url` until the returned function is called: the page
 * is seen as it is while that response is still on its way.
 */
export async function holdRequests(page: Page, url: UrlMatch): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
