import type { Page } from "@playwright/test";
import { type ExtraPortal, startPortal } from "./extra-portal";
import { expect, expectAccessible, openPage, pageSettled, test } from "./fixtures";
import { OWN_STACK, UNIVERS_MARIN_URL } from "./stack";

test.use({ persona: "marin-fc" });

const MODULE_PAGE = "/fr/univers-marin/pmr/accueil-pmr";
const DEMO = "#univers-marin [data-univers-marin-demo] h1";
const REACT_BUILD = '#univers-marin [data-univers-marin-fixture="react"]';
const NOTICE = ".module-override-notice";
const BACK = { name: "Revenir aux modules déployés" } as const;

/** The demo host under another name: another origin, serving the React build of univers-marin (mock/univers-marin/fixtures). */
const secondOrigin = (() => {
  const url = new URL(UNIVERS_MARIN_URL);
  url.hostname = "localhost";
  return url.origin;
})();
const SECOND_BUILD = `${secondOrigin}/react/main.js`;

/** What import-map-overrides keeps in the browser's storage, one key per module. */
const STORAGE_KEY = "import-map-override:univers-marin";

const cspOf = (headers: Record<string, string> | undefined) => headers?.["content-security-policy"] ?? "";
const hasOverrideApi = (page: Page) => page.evaluate(() => "importMapOverrides" in window);
const storedOverrides = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("import-map-override")));

test.describe("a module override, in an environment that allows its origin", { tag: OWN_STACK }, () => {
  let portal: ExtraPortal | undefined;
  test.beforeAll(async () => {
    portal = await startPortal({ env: { IMPORT_MAP_OVERRIDE_ORIGINS: secondOrigin } });
  });
  test.afterAll(async () => {
    await portal?.stop();
  });

  test("the tester's own build loads in their browser, every page says so, and the notice leads back", async ({
    page,
    consoleProblems,
  }) => {
    if (portal === undefined) throw new Error("beforeAll did not start the portal");
    const moduleRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/main.js")) moduleRequests.push(request.url());
    });

    const deployed = await openPage(page, `${portal.url}${MODULE_PAGE}`, { settled: true });
    await expect(page.locator(DEMO)).toBeVisible();
    await expect(page.locator(NOTICE)).toHaveCount(0);
    expect(
      cspOf(await deployed?.allHeaders())
        .split("; ")
        .find((d) => d.startsWith("script-src ")),
    ).toContain(` ${secondOrigin}`);

    // The team's step: the library's API in the console, then a reload (docs/sub-applications.md).
    await page.evaluate(
      (url) =>
        (window as unknown as { importMapOverrides: { addOverride(name: string, url: string): unknown } }).importMapOverrides.addOverride(
          "univers-marin",
          url,
        ),
      SECOND_BUILD,
    );
    moduleRequests.length = 0;
    await page.reload();
    await expect(page.locator(REACT_BUILD)).toBeVisible();
    await expect(page.locator(DEMO)).toHaveCount(0);
    await expect(page.locator(NOTICE)).toContainText(`univers-marin est chargé depuis ${SECOND_BUILD}.`);
    expect(moduleRequests).toContain(SECOND_BUILD);
    // The early preload asks for the entry single-spa loads, not the deployed one.
    const preloads = await page
      .locator('link[rel="preload"][as="script"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(preloads.filter((href) => href?.endsWith("/main.js"))).toEqual([SECOND_BUILD]);
    expect(moduleRequests.filter((url) => url.startsWith(UNIVERS_MARIN_URL) && !url.includes("?")).length).toBeLessThanOrEqual(1);
    await expectAccessible(page);

    await openPage(page, `${portal.url}/fr/plan-site`);
    await expect(page.locator(NOTICE)).toContainText(`univers-marin est chargé depuis ${SECOND_BUILD}.`);
    await expectAccessible(page);

    await page.getByRole("button", BACK).click();
    await page.waitForLoadState("load");
    await openPage(page, `${portal.url}${MODULE_PAGE}`, { settled: true });
    await expect(page.locator(DEMO)).toBeVisible();
    await expect(page.locator(NOTICE)).toHaveCount(0);
    expect(await storedOverrides(page)).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test("an override from an origin the environment does not list is refused, and said so", async ({ page }) => {
    if (portal === undefined) throw new Error("beforeAll did not start the portal");
    const refused = "https://preview.example.invalid/main.js";
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("https://preview.example.invalid")) asked.push(request.url());
    });
    await page.addInitScript(([key, url]) => localStorage.setItem(key, url), [STORAGE_KEY, refused] as const);
    await openPage(page, `${portal.url}${MODULE_PAGE}`, { settled: true });
    await expect(page.locator(DEMO)).toBeVisible();
    await expect(page.locator(NOTICE)).toContainText(
      `La surcharge de univers-marin est ignorée : l’origine de ${refused} n’est pas autorisée dans cet environnement.`,
    );
    expect(asked).toEqual([]);
    await expectAccessible(page);
  });
});

test.describe("a module override, where the environment allows none (production)", () => {
  test("does nothing: no library, no storage read, no notice, the deployed module and the CSP unchanged", async ({
    page,
    consoleProblems,
  }) => {
    const library: string[] = [];
    page.on("request", (request) => {
      if (/import-map-overrides/.test(request.url()) || request.url().startsWith(secondOrigin)) library.push(request.url());
    });
    await page.addInitScript(
      ([key, url]) => {
        localStorage.setItem(key, url);
        const reads: string[] = [];
        Object.assign(window, { __overrideReads: reads });
        // Every read of an override's key, and every walk over the keys (how the library finds them).
        for (const method of ["getItem", "key"] as const) {
          const original = Reflect.get(Storage.prototype, method) as (this: Storage, argument: unknown) => unknown;
          Reflect.set(Storage.prototype, method, function (this: Storage, argument: unknown) {
            if (method === "key" || String(argument).startsWith("import-map-override")) reads.push(`${method}(${String(argument)})`);
            return original.call(this, argument);
          });
        }
      },
      [STORAGE_KEY, SECOND_BUILD] as const,
    );
    const response = await openPage(page, MODULE_PAGE, { settled: true });
    await expect(page.locator(DEMO)).toBeVisible();
    await openPage(page, "/fr/plan-site", { settled: true });
    await expect(page.locator(NOTICE)).toHaveCount(0);
    expect(await hasOverrideApi(page)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __overrideReads: string[] }).__overrideReads)).toEqual([]);
    expect(await page.locator('meta[name="importmap-type"]').count()).toBe(0);
    expect(library).toEqual([]);
    expect(cspOf(await response?.allHeaders())).not.toContain(secondOrigin);
    await pageSettled(page);
    await expectAccessible(page);
    expect(consoleProblems).toEqual([]);
  });
});
