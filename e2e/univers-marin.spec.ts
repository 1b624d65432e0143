import type { Page } from "@playwright/test";
import type { RouteId } from "../src/route-table/table";
import { LOAD_PLAN } from "../src/boot/load-plan";
import { expect, expectAccessible, openPage, pageSettled, test } from "./fixtures";
import { holdRequests } from "./held-requests";
import { SUB_APPLICATION_ROUTES, knownFor } from "./route-pages";

// The menu is a habilité seafarer's and a 401 logs a visitor out of these pages (spec 4 and 6).
test.use({ persona: "marin-fc" });

/** The h1 the demo module shows on each route of spec 2.2. */
const DEMO_TITLES: Readonly<Partial<Record<RouteId, string>>> = {
  home: "Accueil de mon espace marin",
  medicalFitness: "Mon aptitude médicale",
  serviceLines: "Mes lignes de service",
  titles: "Mes titres",
  trainings: "Mes formations",
  derogations: "Mes dérogations",
  shipownerAuthorisation: "Autorisation armateur",
  personalData: "Mes données personnelles",
  alerts: "Mes alertes",
  contact: "Contactez-nous",
  requests: "Mes demandes",
  appointmentRequest: "Demander un rendez-vous médical",
  seafarerSearch: "Rechercher un marin",
};

/** The routes of spec 2.2 as the route table lists them, with the demo module's h1 on each. */
const ROUTES: ReadonlyArray<readonly [string, string]> = SUB_APPLICATION_ROUTES.map(({ id, route }) => [
  route.path,
  knownFor("the demo module's titles", DEMO_TITLES, id),
]);

/** The requests the page made for single-spa's host chunk or the sub-application: how many, and how many before the app's render mark. */
function hostScriptRequests(page: Page): Promise<{ beforeRender: number; all: number }> {
  return page.evaluate(() => {
    const render = performance.getEntriesByName("portal:render")[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/single-spa-host-[\w-]+\.js$|\/main\.js$/.test(entry.name));
    return { beforeRender: scripts.filter((entry) => entry.startTime <= render).length, all: scripts.length };
  });
}

/** The scripts the page has asked the portal for. */
function scriptRequests(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/assets\/.*\.js$/.test(path)),
  );
}

/** The demo module's page, mounted in the frame inside main. */
function mounted(page: Page, title: string) {
  return page.locator("main #univers-marin").getByRole("heading", { level: 1, name: title, exact: true });
}

test.describe("univers-marin hosted through nginx, from its own origin", () => {
  test("every route of spec 2.2 mounts the module inside main, hydrating without a console error", async ({ page, consoleProblems }) => {
    for (const [path, title] of ROUTES) {
      await openPage(page, path);
      await expect(mounted(page, title)).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    }
    expect(consoleProblems).toEqual([]);
  });

  test("each route has its exported frame, titled, that nginx serves with a 200", async ({ request }) => {
    const titles = new Set<string>();
    for (const [path] of ROUTES) {
      for (const prefix of ["", "/en"]) {
        const response = await request.get(`${prefix}${path}`);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`data-prerendered="${prefix}${path}"`);
        expect(html).toContain('<div id="univers-marin"></div>');
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
        if (prefix === "") expect(title).toMatch(/^Portail du marin \| \S/);
        else expect(title).toMatch(/^Seafarer portal \| [A-Z]/);
        titles.add(title);
      }
    }
    // Each route is titled for itself, in each language.
    expect(titles.size).toBe(ROUTES.length * 2);
  });

  test("under /en and with odd letter case it mounts too, in the shell's language", async ({ page, consoleProblems }) => {
    await openPage(page, "/en/Univers-Marin/PMR/Mes-Titres");
    await expect(mounted(page, "Mes titres")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await openPage(page, "/UNIVERS-MARIN/demandes/Rendez-Vous/");
    await expect(mounted(page, "Demander un rendez-vous médical")).toBeVisible();
    await openPage(page, "/es/univers-marin/page-inconnue");
    await expect(mounted(page, "Page inconnue de l’espace marin")).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test("its DSFR components work, even those the shell's own pages do not use (tabs)", async ({ page }) => {
    await openPage(page, "/univers-marin/pmr/mes-titres");
    await expect(mounted(page, "Mes titres")).toBeVisible();
    // What a sub-application would render: DSFR binds it once the other components' scripts are in.
    await page.locator("main #univers-marin").evaluate((frame) => {
      const tabs = document.createElement("div");
      tabs.className = "fr-tabs";
      tabs.innerHTML =
        '<ul class="fr-tabs__list" role="tablist" aria-label="Titres">' +
        '<li role="presentation"><button type="button" id="tab-valides" class="fr-tabs__tab" tabindex="0" role="tab" aria-selected="true" aria-controls="panel-valides">Valides</button></li>' +
        '<li role="presentation"><button type="button" id="tab-expires" class="fr-tabs__tab" tabindex="-1" role="tab" aria-selected="false" aria-controls="panel-expires">Expirés</button></li></ul>' +
        '<div id="panel-valides" class="fr-tabs__panel fr-tabs__panel--selected" role="tabpanel" aria-labelledby="tab-valides" tabindex="0">Brevet de capitaine</div>' +
        '<div id="panel-expires" class="fr-tabs__panel" role="tabpanel" aria-labelledby="tab-expires" tabindex="0">Certificat de matelot</div>';
      frame.append(tabs);
    });
    const expired = page.getByRole("tab", { name: "Expirés" });
    await expect(async () => {
      await expired.click();
      await expect(expired).toHaveAttribute("aria-selected", "true", { timeout: 500 });
    }).toPass();
    await expect(page.locator("#panel-expires")).toHaveClass(/fr-tabs__panel--selected/);
    await expect(page.getByText("Certificat de matelot")).toBeVisible();
  });

  test("the breadcrumb is hidden while it is mounted, and the page has no axe violation", async ({ page }) => {
    await openPage(page, "/univers-marin/pmr/aptitude-medicale");
    await expect(mounted(page, "Mon aptitude médicale")).toBeVisible();
    await expect(page.getByRole("navigation", { name: /fil d’ariane|vous êtes ici/i })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("one click is one history entry; Back and Forward move between its pages", async ({ page, consoleProblems }) => {
    await openPage(page, "/univers-marin/pmr/accueil-pmr");
    await expect(mounted(page, "Accueil de mon espace marin")).toBeVisible();
    const before = await page.evaluate(() => window.history.length);
    await page.locator("#univers-marin").getByRole("link", { name: "Mes titres" }).click();
    await expect(page).toHaveURL(/\/univers-marin\/pmr\/mes-titres$/);
    await expect(mounted(page, "Mes titres")).toBeVisible();
    expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
    await page.locator("#univers-marin").getByRole("link", { name: "Mes formations" }).click();
    await expect(mounted(page, "Mes formations")).toBeVisible();
    expect(await page.evaluate(() => window.history.length)).toBe(before + 2);

    await page.goBack();
    await expect(page).toHaveURL(/\/univers-marin\/pmr\/mes-titres$/);
    await expect(mounted(page, "Mes titres")).toBeVisible();
    await page.goBack();
    await expect(mounted(page, "Accueil de mon espace marin")).toBeVisible();
    await page.goForward();
    await expect(mounted(page, "Mes titres")).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test("leaving for a shell page unmounts it; coming back mounts it again", async ({ page, consoleProblems }) => {
    await openPage(page, "/en/univers-marin/pmr/contact");
    await expect(mounted(page, "Contactez-nous")).toBeVisible();
    const before = await page.evaluate(() => window.history.length);
    await page.locator("#univers-marin").getByRole("link", { name: "Mes informations (portail)" }).click();
    await expect(page).toHaveURL(/\/en\/mes-infos$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My account");
    await expect(page.locator("#univers-marin")).toHaveCount(0);
    await expect(page.locator("[data-univers-marin-demo]")).toHaveCount(0);
    expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
    await expectAccessible(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/univers-marin\/pmr\/contact$/);
    await expect(mounted(page, "Contactez-nous")).toBeVisible();
    await page.goForward();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My account");
    await expect(page.locator("[data-univers-marin-demo]")).toHaveCount(0);
    await page.goBack();
    await expect(mounted(page, "Contactez-nous")).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test("the shell's menu, opened while the module is still on its way, stays open once it has mounted", async ({
    page,
    consoleProblems,
  }) => {
    await openPage(page, "/fr/login");
    const releaseModule = await holdRequests(page, "**/main.js*");
    await page.getByRole("main").getByRole("link", { name: "Continuer" }).click();
    await expect(page).toHaveURL(/\/fr\/univers-marin\/pmr\/accueil$/);
    const menu = page.getByRole("navigation", { name: "Menu principal" });
    const group = menu.getByRole("button", { name: "Mes qualifications" });
    await group.click();
    await expect(group).toHaveAttribute("aria-expanded", "true");
    // The case under test: the module is still held back while the menu is open.
    await expect(page.locator("main #univers-marin").getByRole("heading", { level: 1 })).toHaveCount(0);

    releaseModule();
    await expect(page.locator("main #univers-marin").getByRole("heading", { level: 1 })).toBeVisible();
    await pageSettled(page);
    await expect(group).toHaveAttribute("aria-expanded", "true");
    await expectAccessible(page);
    await menu.getByRole("link", { name: "Mes titres" }).click();
    await expect(mounted(page, "Mes titres")).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test("single-spa and SystemJS are no part of a shell page's first render: fetched ahead once a page showing the menu is idle, and there when a /univers-marin page is reached", async ({
    page,
  }) => {
    await openPage(page, "/fr/login");
    expect((await hostScriptRequests(page)).beforeRender).toBe(0);
    // The menu's prefetch, once the browser is idle: a click on an entry then only waits for the sub-application.
    await expect.poll(async () => (await hostScriptRequests(page)).all).toBeGreaterThan(0);

    await openPage(page, "/fr/univers-marin/pmr/accueil-pmr");
    await expect(mounted(page, "Accueil de mon espace marin")).toBeVisible();
  });
});

test.describe("for a seafarer whose browser asks to save data", () => {
  test.beforeEach(async ({ page }) => {
    // What Chromium's Save-Data (Lite mode, or an operator's proxy) tells the page.
    await page.addInitScript(() => {
      const connection = (navigator as Navigator & { readonly connection?: object }).connection;
      if (connection !== undefined) Object.defineProperty(Object.getPrototypeOf(connection), "saveData", { get: () => true });
    });
  });

  test("a page showing the menu fetches nothing ahead: single-spa and SystemJS come with the /univers-marin page", async ({ page }) => {
    await openPage(page, "/fr/plan-site");
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeAttached();
    // Past the prefetch's cap, whatever the browser's idleness: the prefetch would have started.
    await page.waitForFunction((capMs) => performance.now() > capMs, LOAD_PLAN.prefetch.capMs);
    await pageSettled(page);
    expect((await hostScriptRequests(page)).all).toBe(0);
    // Nor when the pointer rests on a link: the router preloads nothing on intent.
    const before = await scriptRequests(page);
    await page
      .getByRole("main")
      .getByRole("navigation", { name: "Plan du site" })
      .getByRole("link", { name: "Mes titres", exact: true })
      .hover();
    // The router's preload starts 50 ms after the pointer has come (TanStack Router's defaultPreloadDelay).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await pageSettled(page);
    expect(await scriptRequests(page)).toEqual(before);

    await openPage(page, "/fr/univers-marin/pmr/accueil-pmr");
    await expect(mounted(page, "Accueil de mon espace marin")).toBeVisible();
  });
});

test.describe("for a visitor nobody has signed in", () => {
  test.use({ persona: undefined });

  test("a sign-in page, which shows no menu, never fetches single-spa or SystemJS", async ({ page }) => {
    await openPage(page, "/fr/login", { settled: true });
    expect((await hostScriptRequests(page)).all).toBe(0);
  });
});
