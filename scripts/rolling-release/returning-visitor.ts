import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Locator, chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import { type Navigation, type WatchedPage, recordLinkFollowed, recordOpen, recordReload, watched } from "./navigation";
import type { Releases } from "./releases";

/** Installing the next release's worker means precaching some 185 files through a busy balancer. */
const UPDATE_MS = 120_000;

/** The update notice shown, and no worker still installing: the waiting one is the last found. */
async function updateOffered({ page }: WatchedPage, notice: Locator, deadline: number): Promise<boolean> {
  // A look for a new worker that finds none leaves nothing to wait for: the next link looks again.
  const until = Math.min(deadline, Date.now() + 15_000);
  while (Date.now() < until) {
    const installing = await page
      .evaluate(async () => (await navigator.serviceWorker.getRegistration())?.installing !== null)
      .catch(() => true);
    if (!installing && (await notice.isVisible())) return true;
    await page.waitForTimeout(250);
  }
  return false;
}

export interface ReturningVisitor {
  /** A link followed in the tab opened before the rollout, under the previous release's worker. */
  follow(): Promise<Navigation | undefined>;
  /** After the rollout: the update notice's reloads until one brings the next release, for two minutes at most. */
  finish(): Promise<Navigation[]>;
  close(): Promise<void>;
}

/**
 * A visitor who came before the rollout: their own profile, service workers allowed, the previous
 * release's worker installed and controlling the tab. French pages only, so that the update
 * notice's text is known.
 */
export async function startReturningVisitor(
  origin: string,
  releases: Releases,
  pages: readonly string[],
  pick: (paths: string[]) => string | undefined,
): Promise<{ visitor: ReturningVisitor; first: Navigation }> {
  const profile = mkdtempSync(join(tmpdir(), "rolling-release-visitor-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    baseURL: origin,
    serviceWorkers: "allow",
  });
  const french = new Set(pages.filter((path) => path.startsWith("/fr/")));
  const tab: WatchedPage = watched(context.pages()[0] ?? (await context.newPage()), origin);
  const first = await recordOpen(tab, releases, "returning", "/fr/plan-site");
  // A first visit is never controlled: the worker takes the tab at the next load.
  await tab.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await recordReload(tab, releases, "returning", "reload", () => tab.page.reload());
  await tab.page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const notice = tab.page.getByRole("status").filter({ hasText: "Une nouvelle version du portail est disponible." });
  const visitor: ReturningVisitor = {
    follow: () => recordLinkFollowed(tab, releases, "returning", french, pick),
    async finish() {
      const navigations: Navigation[] = [];
      const deadline = Date.now() + UPDATE_MS;
      while (Date.now() < deadline) {
        // The shell looks for a new worker at each navigation.
        const followed = await recordLinkFollowed(tab, releases, "returning", french, pick);
        if (followed) navigations.push(followed);
        if (!(await updateOffered(tab, notice, deadline))) continue;
        const update = await recordReload(tab, releases, "returning", "update", () =>
          Promise.all([tab.page.waitForEvent("load"), notice.getByRole("button", { name: "Recharger la page" }).click()]),
        );
        navigations.push(update);
        // During the rollout, a look for a new worker may have fetched sw.js from an old replica
        // and installed the previous release's worker again over the next one: then once more.
        if (update.release !== "previous") return navigations;
      }
      return navigations;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
  return { visitor, first };
}
