import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { appReady, expect, expectAccessible, openPage, test } from "./fixtures";
import { startPortal } from "./extra-portal";
import { installWorker } from "./install-worker";
import { buildKillSwitchRelease } from "./kill-switch-release";
import { assetNames, makeSecondRelease } from "./second-release";
import { OWN_STACK } from "./stack";

/**
 * Two releases of the portal on one address (docs/offline-and-releases.md): a tab opened on
 * the first keeps its assets when nginx switches to the second, the next navigation finds the new
 * release and offers it in a notice, and the reload it offers runs the second release only.
 */
test.use({ serviceWorkers: "allow" });

const FIRST = join(import.meta.dirname, "..", "dist");
const SECOND = join(import.meta.dirname, "..", ".tmp", "e2e-second-release");
const KILL_SWITCH = join(import.meta.dirname, "..", ".tmp", "e2e-kill-switch-release");
const OTHER_PAGE = join(import.meta.dirname, "..", ".tmp", "e2e-other-release-page");

/** What the page sees of service workers; -1 while a navigation replaces the page under the question. */
async function workerCounts(page: Page): Promise<{ registrations: number; caches: number }> {
  try {
    return await page.evaluate(async () => ({
      registrations: (await navigator.serviceWorker.getRegistrations()).length,
      caches: (await caches.keys()).length,
    }));
  } catch {
    return { registrations: -1, caches: -1 };
  }
}

/** The hashed assets the page asks for, whoever answers (the worker or nginx). */
function recordAssets(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    const name = /\/assets\/([^/?]+)$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) requested.push(name);
  });
  return requested;
}

// It starts its own portals.
test.describe("a new release", { tag: OWN_STACK }, () => {
  test("its worker installs nothing when one of its pages is another release's", async ({ page }) => {
    test.setTimeout(120_000);
    // A replica of the other release answering every one of the worker's questions for one page:
    // its content no longer matches the revision this release's worker was built with.
    rmSync(OTHER_PAGE, { recursive: true, force: true });
    cpSync(FIRST, OTHER_PAGE, { recursive: true });
    const planSite = join(OTHER_PAGE, "fr", "plan-site", "index.html");
    rmSync(`${planSite}.gz`);
    writeFileSync(planSite, `${readFileSync(planSite, "utf8")}<!-- another release -->\n`);
    const portal = await startPortal({ root: OTHER_PAGE });
    try {
      // Watched from the registration's own answer: asked later, the registration can be one
      // with no worker yet, or one already cleared after the failed install.
      await page.addInitScript(() => {
        const container = navigator.serviceWorker;
        const register = container.register.bind(container);
        const outcome = new Promise<string>((resolve) => {
          container.register = async (...args) => {
            const registration = await register(...args);
            const worker = registration.installing ?? registration.waiting ?? registration.active;
            if (!worker) resolve("none");
            else if (worker.state === "activated" || worker.state === "redundant") resolve(worker.state);
            else
              worker.addEventListener("statechange", () => {
                if (worker.state === "activated" || worker.state === "redundant") resolve(worker.state);
              });
            return registration;
          };
        });
        Object.assign(window, { portalWorkerOutcome: outcome });
      });
      await openPage(page, `${portal.url}/fr/accessibilite`);
      const outcome = await page.evaluate(() => (window as unknown as { portalWorkerOutcome: Promise<string> }).portalWorkerOutcome);
      expect(outcome).toBe("redundant");
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active ?? null)).toBeNull();
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    } finally {
      await portal.stop();
    }
  });

  test("is offered within one navigation, and the tab never mixes two releases' assets", async ({ page }) => {
    test.setTimeout(120_000);
    makeSecondRelease(FIRST, SECOND);
    const first = assetNames(FIRST);
    const second = assetNames(SECOND);
    const onlyFirst = (name: string) => first.has(name) && !second.has(name);
    const onlySecond = (name: string) => second.has(name) && !first.has(name);
    expect([...second].filter(onlySecond).length).toBeGreaterThan(0);

    let portal = await startPortal();
    try {
      await installWorker(page, `${portal.url}/fr/plan-site`);

      await portal.stop();
      portal = await startPortal({ root: SECOND, port: portal.port });
      const inTheOldTab = recordAssets(page);
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: /accessibilité/i })
        .click();
      await expect(page).toHaveURL(/\/fr\/accessibilite$/);
      const notice = page.getByRole("status").filter({ hasText: "Une nouvelle version du portail est disponible." });
      await expect(notice).toBeVisible({ timeout: 20_000 });
      await expectAccessible(page);
      expect(inTheOldTab.length).toBeGreaterThan(0);
      expect(inTheOldTab.filter(onlySecond)).toEqual([]);

      const afterReload = recordAssets(page);
      await Promise.all([page.waitForEvent("load"), notice.getByRole("button", { name: "Recharger la page" }).click()]);
      await appReady(page);
      await expect(page).toHaveURL(/\/fr\/accessibilite$/);
      expect(afterReload.filter(onlySecond).length).toBeGreaterThan(0);
      expect(afterReload.filter(onlyFirst)).toEqual([]);
      await expect(notice).toHaveCount(0);
      await expectAccessible(page);
    } finally {
      await portal.stop();
    }
  });

  test("the kill switch takes the worker and its caches away, and the pages come from the network again", async ({ page }) => {
    // A whole build of the kill-switch release (about a minute), then two releases served.
    test.setTimeout(300_000);
    buildKillSwitchRelease(KILL_SWITCH);
    let portal = await startPortal();
    try {
      await installWorker(page, `${portal.url}/fr/plan-site`);
      expect((await workerCounts(page)).caches).toBeGreaterThan(0);

      await portal.stop();
      portal = await startPortal({ root: KILL_SWITCH, port: portal.port });
      // The shell's next navigation asks for sw.js: the kill switch installs, takes over, deletes
      // the caches, unregisters and reloads the tab from the network.
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: /accessibilité/i })
        .click();
      await expect.poll(() => workerCounts(page), { timeout: 30_000 }).toEqual({ registrations: 0, caches: 0 });
      await expect(page).toHaveURL(/\/fr\/accessibilite$/);
      await appReady(page);

      // The kill-switch release's pages register no worker again: a reload comes from nginx.
      const response = await page.reload();
      expect(response?.fromServiceWorker()).toBe(false);
      await appReady(page);
      expect(await workerCounts(page)).toEqual({ registrations: 0, caches: 0 });
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      await expectAccessible(page);
    } finally {
      await portal.stop();
    }
  });
});
