import type { Page, Request } from "@playwright/test";

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

/** The URLs of Marianne's faces the page requests, as they are requested. */
export function recordMarianneFaces(page: Page): string[] {
  const faces: string[] = [];
  page.on("request", (request: Request) => {
    if (/\/Marianne-[^/]+\.woff2$/.test(request.url())) faces.push(request.url());
  });
  return faces;
}
