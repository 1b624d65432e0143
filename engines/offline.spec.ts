import { startPortal } from "../e2e/extra-portal";
import { expect, test } from "./fixtures";

/**
 * Offline from the service worker, in each engine: after a first visit, with the portal gone
 * (its nginx stopped), a page opens from the worker's cache in its language, not the browser's
 * error page. The connection-lost notice follows navigator.onLine, which a stopped server leaves
 * true and which no driver here can turn off in every engine: e2e/offline.spec.ts holds it in
 * Chromium (docs/cross-engine.md).
 */
test("after a first visit, with the portal gone, a page opens from the service worker", async ({ openTab }) => {
  const portal = await startPortal();
  try {
    const tab = await openTab(portal.url);
    await tab.open("/fr/login");
    await tab.act(async () => {
      await navigator.serviceWorker.ready;
    });
    // A first visit is never controlled: the page once more.
    await tab.open("/fr/login");
    await tab.waitFor("the page controlled by the worker", () => navigator.serviceWorker.controller !== null, []);
    await portal.stop();

    await tab.open("/fr/plan-site");
    await tab.seesText("Plan du site");
    expect(await tab.titleAndLang()).toEqual({ title: "Portail du marin | Plan du site", lang: "fr" });
    expect(await tab.axeViolations()).toEqual([]);
  } finally {
    await portal.stop();
  }
});
