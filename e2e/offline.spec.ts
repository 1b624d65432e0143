import { exportedPages } from "../scripts/exported-pages";
import { LOCALES, localePrefix } from "../src/i18n/locales";
import { OWN_STACK } from "./stack";
import { appReady, expect, expectAccessible, test } from "./fixtures";
import { installWorker } from "./install-worker";

/**
 * The service worker's offline journeys (docs/offline-and-releases.md): after a first visit,
 * with the browser context offline, the page of every exported route opens from the worker's
 * cache with the connection-lost notice, in one of the three languages in turn; a sign-in says the network is needed; back
 * online, univers-marin mounts without a reload. Nothing of the backend nor env.js is ever kept.
 */
test.use({ serviceWorkers: "allow" });

const NOTICE = "#connexion-perdue";
const OFFLINE_TITLE = { fr: "Vous êtes hors connexion.", en: "You are offline.", es: "Está sin conexión." } as const;

// The tester stack's portal is served over plain HTTP under a name: no service worker there.
test.describe("offline, after a first visit", { tag: OWN_STACK }, () => {
  // One journey a language, so that each has a time limit of its own and two workers share them.
  // Each route's page is opened in one of the three languages, in turn down the list: the worker
  // serves them all the same way, and the precache holds every one of them in every language
  // (scripts/build/precached-files.test.ts).
  for (const locale of LOCALES) {
    test(`the exported pages in ${locale}, each route in one language in turn, open from the cache with the notice, accessible`, async ({
      page,
      context,
    }) => {
      await installWorker(page, `/${locale}/login`);
      await context.setOffline(true);
      const pages = exportedPages()
        .filter((exported) => exported.expectedStatus === 200 && exported.locale === locale && localePrefix(exported.url) !== "")
        .filter((_, index) => index % LOCALES.length === LOCALES.indexOf(locale));
      expect(pages.length).toBeGreaterThan(6);
      for (const exported of pages) {
        const response = await page.goto(exported.url);
        expect(response?.fromServiceWorker(), exported.url).toBe(true);
        await expect(page.locator("html")).toHaveAttribute("lang", exported.locale);
        await expect(page.locator(NOTICE), exported.url).toBeVisible();
        await expect(page.locator(NOTICE)).toContainText(OFFLINE_TITLE[exported.locale]);
        // The notice is what offline adds to a page the page checks see whole online, once DSFR's
        // script has decorated the page as every other check does.
        await appReady(page);
        await expectAccessible(page, NOTICE);
      }
    });
  }

  test("a path with no page of its own offline gets its language's not-found page with the notice, not the browser's error page", async ({
    page,
    context,
  }) => {
    await installWorker(page, "/fr/login");
    await context.setOffline(true);
    for (const [path, locale, heading] of [
      ["/fr/nulle-part", "fr", "Page non trouvée"],
      ["/en/nowhere/at/all", "en", "Page not found"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(true);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.locator(NOTICE)).toContainText(OFFLINE_TITLE[locale]);
      expect(new URL(page.url()).pathname).toBe(path);
      await appReady(page);
      await expectAccessible(page, NOTICE);
    }
  });

  test("a sign-in offline says the network is needed, and the page stays", async ({ page, context }) => {
    await installWorker(page, "/fr/login");
    await context.setOffline(true);
    await page.goto("/fr/login");
    await page.locator('a[href="/oauth2/authorization/fc"]').click();
    await expect(page).toHaveURL(/\/fr\/login$/);
    await expect(page.locator(NOTICE)).toContainText("Se connecter nécessite le réseau");
    await expect(page.locator(NOTICE)).toBeFocused();
    await expectAccessible(page, NOTICE);
  });
});

test.describe("signed in", { tag: OWN_STACK }, () => {
  test.use({ persona: "marin-fc" });

  test("the backend's answers and env.js never come from the worker's cache", async ({ page, context }) => {
    await installWorker(page, "/fr/mes-infos");
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(kept).toContain("/fr/mes-infos");
    expect(kept.filter((path) => /^\/(api\/|oauth2\/|login\/oauth2\/|logout$|env\.js$)/.test(path))).toEqual([]);
    await context.setOffline(true);
    const answers = await page.evaluate(async () =>
      Promise.all(
        ["/api/mes-droits", "/env.js", "/logout"].map((url) =>
          fetch(url).then(
            () => `${url} answered`,
            () => `${url} failed`,
          ),
        ),
      ),
    );
    expect(answers).toEqual(["/api/mes-droits failed", "/env.js failed", "/logout failed"]);
  });

  test("a repeat visit to a /univers-marin page paints in Marianne: from the cache, its stylesheet blocks the first paint", async ({
    page,
  }) => {
    await installWorker(page, "/fr/univers-marin/pmr/accueil-pmr");
    const marianne = page.locator('link[rel="stylesheet"][href^="/assets/marianne-"]');
    await expect(marianne).toHaveCount(1);
    // The export defers it for a first visit (media="print"); the worker's copy of the page does not.
    expect(await marianne.getAttribute("media")).toBeNull();
    expect(await marianne.getAttribute("data-deferred-fonts")).toBeNull();
    const blocking = await page.evaluate(() => {
      const entry: (PerformanceResourceTiming & { renderBlockingStatus?: string }) | undefined = performance
        .getEntriesByType("resource")
        .find((resource) => /\/assets\/marianne-/.test(resource.name));
      return entry?.renderBlockingStatus;
    });
    expect(blocking).toBe("blocking");
  });

  test("a repeat visit to a /univers-marin page asks the network for nothing before its first paint: env.js comes after it", async ({
    page,
  }) => {
    await installWorker(page, "/fr/univers-marin/pmr/accueil-pmr");
    await expect(page.locator("main #univers-marin h1")).toHaveText("Accueil de mon espace marin");
    // The export preloads env.js for a first visit; the worker's copy of the page leaves it to the entry.
    await expect(page.locator('link[rel="preload"][href="/env.js"]')).toHaveCount(0);
    const { firstPaint, envStart } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      envStart: performance.getEntriesByType("resource").find((entry) => new URL(entry.name).pathname === "/env.js")?.startTime,
    }));
    expect(firstPaint).toBeDefined();
    expect(envStart).toBeGreaterThanOrEqual(firstPaint ?? Number.POSITIVE_INFINITY);
    await expectAccessible(page);
  });

  test("offline, its page says it needs the network; back online, the module mounts without a reload", async ({ page, context }) => {
    await installWorker(page, "/fr/univers-marin/pmr/accueil-pmr");
    await expect(page.locator("main #univers-marin h1")).toHaveText("Accueil de mon espace marin");
    await context.setOffline(true);
    await page.goto("/fr/univers-marin/pmr/mes-titres");
    await expect(page.locator(NOTICE)).toContainText("Votre espace marin a besoin du réseau");
    await expectAccessible(page, NOTICE);
    let loads = 0;
    page.on("load", () => (loads += 1));
    await context.setOffline(false);
    await expect(page.locator("main #univers-marin h1")).toHaveText("Mes titres", { timeout: 15_000 });
    await expect(page.locator(NOTICE)).toBeHidden();
    expect(loads).toBe(0);
    await expectAccessible(page);
  });
});
