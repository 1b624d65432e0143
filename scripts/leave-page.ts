import type { Page } from "@playwright/test";

const LEFT_FOR_TITLE = "Ailleurs";
const LEFT_FOR = `<!doctype html><html lang="fr"><title>${LEFT_FOR_TITLE}</title><link rel="icon" href="data:,">`;

/**
 * Leaves the page for another document, which hides it as closing its tab does: its field
 * figures leave then. A document of the same origin, so that the browser unloads the page in the
 * process it runs in; leaving for another site (about:blank), a busy page's process can be ended
 * before its handlers run (docs/performance.md, "Field figures"). Answered by Playwright, with an
 * icon of its own, so that the browser asks nothing of the portal for it.
 */
export async function leavePage(page: Page): Promise<void> {
  const elsewhere = new URL("/ailleurs", page.url()).href;
  await page.context().route(elsewhere, (route) => route.fulfill({ contentType: "text/html", body: LEFT_FOR }), { times: 1 });
  await page.goto(elsewhere);
  // Through a service worker, the route must still have answered, not the portal.
  const title = await page.title();
  if (title !== LEFT_FOR_TITLE) throw new Error(`leavePage: ${elsewhere} was answered by the portal ("${title}"), not by the route`);
}
