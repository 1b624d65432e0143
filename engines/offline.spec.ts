import { startPortal } from "../e2e/extra-portal";
import { expect, test } from "./fixtures";
import type { EngineTab } from "./tab";

/** A first visit, then the page once more: a first visit is never controlled by the worker. */
async function underTheWorker(tab: EngineTab): Promise<void> {
  await tab.open("/fr/login");
  await tab.act(async () => {
    await navigator.serviceWorker.ready;
  });
  await tab.open("/fr/login");
  await tab.waitFor("the page controlled by the worker", () => navigator.serviceWorker.controller !== null, []);
}

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
    await underTheWorker(tab);
    await portal.stop();

    await tab.open("/fr/plan-site");
    await tab.seesText("Plan du site");
    expect(await tab.titleAndLang()).toEqual({ title: "Portail du marin | Plan du site", lang: "fr" });
    expect(await tab.axeViolations()).toEqual([]);
  } finally {
    await portal.stop();
  }
});

const SHIPOWNER_PORTAL_URL = "https://armateurs.example.gouv.fr/accueil";

/**
 * The link that drops while the browser says it is online (a stopped server, as a ship's Wi-Fi
 * with its satellite link down): the page from the worker runs on its defaults, asks for env.js
 * again by itself, and reads it once the portal is back, without a reload.
 */
test("with the portal gone, a page from the service worker reads env.js by itself once the portal is back", async ({ openTab }) => {
  const env = { SHIPOWNER_PORTAL_URL };
  let portal = await startPortal({ env });
  try {
    const tab = await openTab(portal.url);
    await underTheWorker(tab);
    await portal.stop();

    await tab.open("/fr/plan-site");
    await tab.seesText("Plan du site");
    const configured = (href: string) => document.querySelector(`a[href="${href}"]`) !== null;
    expect(await tab.evaluate(configured, SHIPOWNER_PORTAL_URL)).toBe(false);
    await tab.act(() => document.documentElement.setAttribute("data-engine-document", "first"));

    portal = await startPortal({ env, port: portal.port });
    // The next attempt comes within 16 s of the portal's return (src/offline/retry-schedule.ts).
    await tab.waitFor("the header's link to the shipowners' portal, from env.js", configured, [SHIPOWNER_PORTAL_URL], 45_000);
    expect(await tab.evaluate(() => document.documentElement.getAttribute("data-engine-document"))).toBe("first");
  } finally {
    await portal.stop();
  }
});
