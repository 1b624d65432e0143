import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import { type Navigation, type WatchedPage, followLink, openPage, reloadPage, watched } from "./navigation";
import type { Releases } from "./releases";

/** Installing the next release's worker means precaching some 185 files through a busy balancer. */
const UPDATE_MS = 120_000;

export interface ReturningVisitor {
  /** A link followed in the tab opened before the rollout, under the previous release's worker. */
  follow(): Promise<Navigation | undefined>;
  /** After the rollout: the update notice's reload into the next release, or a reload that stays on the previous one. */
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
  const first = await openPage(tab, releases, "returning", "/fr/plan-site");
  // A first visit is never controlled: the worker takes the tab at the next load.
  await tab.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await reloadPage(tab, releases, "returning", "reload", () => tab.page.reload());
  await tab.page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const notice = tab.page.getByRole("status").filter({ hasText: "Une nouvelle version du portail est disponible." });
  const visitor: ReturningVisitor = {
    follow: () => followLink(tab, releases, "returning", french, pick),
    async finish() {
      // The shell looks for a new worker at each navigation.
      const followed = await followLink(tab, releases, "returning", french, pick);
      const offered = await notice.waitFor({ state: "visible", timeout: UPDATE_MS }).then(
        () => true,
        () => false,
      );
      const last = offered
        ? await reloadPage(tab, releases, "returning", "update", () =>
            Promise.all([tab.page.waitForEvent("load"), notice.getByRole("button", { name: "Recharger la page" }).click()]),
          )
        : await reloadPage(tab, releases, "returning", "reload", () => tab.page.reload());
      return followed ? [followed, last] : [last];
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
  return { visitor, first };
}
