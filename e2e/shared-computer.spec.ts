import type { BrowserContext, Page } from "@playwright/test";
import { appReady, expect, expectAccessible, openPage, test } from "./fixtures";
import { chooseAtProvider, clearFaults, injectFault, openSignedIn, signInAs } from "./session-sign-in";
import { E2E_LAUNCH_OPTIONS } from "./stack";

/**
 * A shared computer (a ship's, a maritime office's): what the next person sees is the browser.
 * Every open tab of the portal follows the one backend session, and no page from history shows a
 * session that ended (docs/sign-in-and-session.md, "Every tab follows the session").
 */

// A person's everyday browser keeps the back/forward cache on; Playwright turns it off.
test.use({ launchOptions: { ...E2E_LAUNCH_OPTIONS, ignoreDefaultArgs: ["--disable-back-forward-cache"] } });
// Two or three tabs, a sign-in and a sign-out through a provider: 20 s alone, up to 53 s in the
// tester stack on a slow day (docs/testing.md, "Time limits").
test.describe.configure({ timeout: 90_000 });

/** marin-fc's name, from its identity banner (mock/backend/personas.ts). */
const FIRST_PERSON = "Yann Le Goff";
const SECOND_PERSON = "Ana Ferreira";

/** "Within about two seconds" of the sign-out, as the tab's own navigation starts. */
const LEAVES_WITHIN_MS = 3_000;

const ended =
  (lang: "" | "/en" | "/es" = "") =>
  (url: URL) =>
    url.pathname === `${lang}/login` && url.searchParams.get("session") === "terminee";

/** Signs the browser in as marin-fc through the FranceConnect-like provider, by request; the test's own tab on /fr/login. */
const signInFirstPerson = (page: Page) => openSignedIn(page, "marin-fc", "/fr/login");

/** The same through the provider's own page in the test's own tab, for the journeys through history. */
const signInFirstPersonAtProvider = (page: Page) => signInAs(page, "fc", "marin-fc", "/fr/login");

/** Another tab of the same browser, on its page. */
async function openTab(context: BrowserContext, path: string): Promise<Page> {
  const tab = await context.newPage();
  await openPage(tab, path);
  return tab;
}

/** The tab has left its signed-in content for the sign-in page that says the session ended. */
async function expectLeft(tab: Page, lang: "" | "/en" | "/es" = ""): Promise<void> {
  await tab.waitForURL(ended(lang), { waitUntil: "commit", timeout: LEAVES_WITHIN_MS });
  await appReady(tab);
  await expect(tab.locator("[data-session-notice=ended]")).toBeVisible();
  await expect(tab.getByText(FIRST_PERSON)).toHaveCount(0);
  await expect(tab.locator("#univers-marin")).toHaveCount(0);
}

const logoutRequest = (page: Page) => page.waitForRequest((request) => new URL(request.url()).pathname === "/logout");

test.describe("every tab follows the session", () => {
  test("the header's sign-out: the other tabs (an account page, univers-marin) leave within two seconds, in their language", async ({
    page,
    context,
  }) => {
    await signInFirstPerson(page);
    const account = await openTab(context, "/fr/mes-infos");
    const module = await openTab(context, "/en/univers-marin/pmr/accueil-pmr");
    await expect(account.getByText(FIRST_PERSON).first()).toBeVisible();
    await expect(module.locator("[data-univers-marin-demo]")).toBeVisible();
    const leaving = logoutRequest(page);
    await page.getByRole("banner").getByRole("link", { name: "Se déconnecter" }).first().click();
    await leaving;
    await Promise.all([expectLeft(account), expectLeft(module, "/en")]);
    await expect(module.getByRole("heading", { level: 2, name: "You are no longer signed in on this page" })).toBeVisible();
    await expectAccessible(module);
    await page.waitForURL((url) => url.pathname === "/fr/loginAyantDroit");
  });

  test("Oui on /mes-infos: the other tab leaves", async ({ page, context }) => {
    await signInFirstPerson(page);
    const other = await openTab(context, "/plan-site");
    await openPage(page, "/fr/mes-infos");
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await page.getByRole("button", { name: "Oui" }).click();
    await expectLeft(other);
    await expectAccessible(other);
    await page.waitForURL((url) => url.pathname === "/login");
  });

  test("the site map's sign-out link: the other tab leaves", async ({ page, context }) => {
    await signInFirstPerson(page);
    const other = await openTab(context, "/fr/mes-infos");
    await openPage(page, "/fr/plan-site");
    await page.getByRole("main").getByRole("link", { name: "Se déconnecter" }).click();
    await expectLeft(other);
  });

  test("a 401 in one tab: the session is over for all of them", async ({ page, context, request }, testInfo) => {
    const scope = `tabs-401-${testInfo.testId}`;
    await signInFirstPerson(page);
    const other = await openTab(context, "/fr/mes-infos");
    await injectFault(context, request, scope, { path: "/api/habilitations", status: 401 });
    await page.goto("/fr/univers-marin/pmr/mes-titres");
    await expectLeft(other);
    await clearFaults(request, scope);
  });

  test("Annuler on /inscription logs out every tab of a user connected without habilitation", async ({ page, context }) => {
    await openSignedIn(page, "sans-habilitation", "/fr/login");
    const other = await context.newPage();
    await openPage(other, "/fr/loginAyantDroit");
    await expect(other.getByRole("banner").getByRole("link", { name: "Se déconnecter" }).first()).toBeVisible();
    await openPage(page, "/fr/inscription");
    await page.getByRole("button", { name: "Annuler" }).click();
    await other.waitForURL(ended(), { waitUntil: "commit", timeout: LEAVES_WITHIN_MS });
    await appReady(other);
    await expect(other.getByRole("banner").getByRole("link", { name: "Se déconnecter" })).toHaveCount(0);
  });

  test("another person's sign-in in one tab: the tabs showing the first person leave, the new person's tab stays", async ({
    page,
    context,
  }) => {
    await signInFirstPerson(page);
    const account = await openTab(context, "/fr/mes-infos");
    const legal = await openTab(context, "/fr/accessibilite");
    await expect(legal.getByText(FIRST_PERSON).first()).toBeVisible();
    // The next person signs in with Cerbère in the first tab, without the first one signing out.
    await page.goto("/oauth2/authorization/cer");
    await chooseAtProvider(page, "cer", "marin-cer");
    await page.waitForURL((url) => url.pathname.endsWith("/univers-marin/pmr/accueil-pmr"));
    await appReady(page);
    await expect(page.getByText(SECOND_PERSON).first()).toBeVisible();
    await Promise.all([expectLeft(account), expectLeft(legal)]);
    // The tab that shows the current person was not disturbed.
    expect(new URL(page.url()).pathname).toBe("/univers-marin/pmr/accueil-pmr");
  });

  test("tabs of the same person are not disturbed by one another's page loads", async ({ page, context }) => {
    await signInFirstPerson(page);
    const other = await openTab(context, "/fr/mes-infos");
    await openPage(page, "/fr/plan-site");
    await openPage(page, "/fr/univers-marin/pmr/formations");
    await page.reload();
    await appReady(page);
    expect(new URL(other.url()).pathname).toBe("/fr/mes-infos");
    await expect(other.getByText(FIRST_PERSON).first()).toBeVisible();
  });
});

test.describe("what ends with the portal's session", () => {
  test("the sub-application is told, and clears what it stored, before the shell leaves", async ({ page }) => {
    await signInFirstPerson(page);
    await openPage(page, "/fr/univers-marin/pmr/mes-titres");
    await expect.poll(() => page.evaluate(() => caches.has("univers-marin-demo"))).toBe(true);
    await page.getByRole("banner").getByRole("link", { name: "Se déconnecter" }).first().click();
    await page.waitForURL((url) => url.pathname === "/fr/loginAyantDroit");
    await appReady(page);
    expect(await page.evaluate(() => caches.has("univers-marin-demo"))).toBe(false);
  });

  test("after the medical hand-off, the header's sign-out loads the medical portal's logout page first", async ({ page, context }) => {
    await context.route("https://rdv-sante-marin.example.gouv.fr/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>RDV</title><h1>Reçu</h1>" }),
    );
    await signInFirstPerson(page);
    await openPage(page, "/fr/univers-marin/pmr/accueil-pmr");
    const menu = page.locator("nav#menu");
    await menu.getByRole("button", { name: "Mes demandes" }).click();
    const handOff = context.waitForEvent("page");
    await menu.getByRole("link", { name: "Demander un RDV médical", exact: true }).click();
    await (await handOff).close();
    const medicalLogout = page.waitForRequest((request) => new URL(request.url()).pathname === "/medical-logout.html");
    const leaving = logoutRequest(page);
    await page.getByRole("banner").getByRole("link", { name: "Se déconnecter" }).first().click();
    const [medical, logout] = await Promise.all([medicalLogout, leaving]);
    expect(medical.frame()).not.toBe(page.mainFrame());
    expect(logout.isNavigationRequest()).toBe(true);
  });

  test("without the hand-off, the header's sign-out loads no medical page", async ({ page }) => {
    await signInFirstPerson(page);
    await openPage(page, "/fr/mes-infos");
    const medical: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/medical-logout.html") medical.push(request.url());
    });
    await page.getByRole("banner").getByRole("link", { name: "Se déconnecter" }).first().click();
    await page.waitForURL((url) => url.pathname === "/fr/loginAyantDroit");
    expect(medical).toEqual([]);
  });
});

test.describe("a browser that refuses storage", () => {
  // The tab's session storage is refused: reading it throws, as where the browser disables it.
  // (Local storage is left alone: DSFR's own script stops at start where it cannot write there.)
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      Object.defineProperty(window, "sessionStorage", {
        configurable: true,
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
  });

  test("signing out ends on the sign-in page of the user's language, through Spring's `/`, without a loop", async ({ page }) => {
    const logouts: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === "/logout") logouts.push(request.url());
    });
    await signInAs(page, "fc", "marin-fc", "/en/login");
    await openPage(page, "/en/mes-infos");
    await page.getByRole("banner").getByRole("link", { name: "Sign out" }).first().click();
    await page.waitForURL((url) => url.pathname === "/en/loginAyantDroit");
    await appReady(page);
    expect(logouts).toHaveLength(1);
  });

  test("a visitor on a signed-in page is sent to sign in once, not round in a loop", async ({ page }) => {
    const navigations: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(new URL(request.url()).pathname);
    });
    await page.goto("/es/mes-infos");
    await page.waitForURL((url) => url.pathname === "/es/login");
    await appReady(page);
    expect(navigations.filter((path) => path === "/logout")).toHaveLength(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("pages from history, with the back/forward cache on", () => {
  /** The paths of the pages the back/forward cache brought back, as the page itself saw it. */
  async function watchRestores(context: BrowserContext, page: Page): Promise<string[]> {
    await context.addInitScript(() =>
      window.addEventListener("pageshow", (event) => {
        if (event.persisted) console.info(`bfcache ${window.location.pathname}`);
      }),
    );
    const restored: string[] = [];
    page.on("console", (message) => {
      if (message.text().startsWith("bfcache ")) restored.push(message.text().slice("bfcache ".length));
    });
    return restored;
  }

  test("Back after a sign-out shows no signed-in content, Forward neither", async ({ page, context }) => {
    const restored = await watchRestores(context, page);
    await signInFirstPersonAtProvider(page);
    await openPage(page, "/fr/mes-infos");
    await expect(page.getByText(FIRST_PERSON).first()).toBeVisible();
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await page.getByRole("button", { name: "Oui" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await appReady(page);
    await page.evaluate(() => history.back());
    await page.waitForURL(ended(), { waitUntil: "commit" });
    expect(restored).toContain("/fr/mes-infos");
    await appReady(page);
    await expect(page.getByText(FIRST_PERSON)).toHaveCount(0);
    await page.evaluate(() => history.forward());
    // The sign-in page may come back from the cache, which fires no load event.
    await page.waitForURL((url) => url.pathname === "/login" && !url.searchParams.has("session"), { waitUntil: "commit" });
    await appReady(page);
    await expect(page.getByText(FIRST_PERSON)).toHaveCount(0);
  });

  test("Back within the same session keeps the page; Back to a page of the previous person's session leaves it", async ({
    page,
    context,
  }) => {
    const restored = await watchRestores(context, page);
    await signInFirstPersonAtProvider(page);
    await openPage(page, "/fr/mes-infos");
    await openPage(page, "/fr/plan-site");
    await page.evaluate(() => history.back());
    // A page the cache brings back fires no load event.
    await page.waitForURL((url) => url.pathname === "/fr/mes-infos", { waitUntil: "commit" });
    // From the cache: the other pages' answers to the same person did not evict it.
    await expect.poll(() => restored).toContain("/fr/mes-infos");
    await expect(page.getByText(FIRST_PERSON).first()).toBeVisible();
    await openPage(page, "/fr/plan-site");

    // The next person signs in with Cerbère in another tab: this one leaves the site map...
    const next = await context.newPage();
    await next.goto("/oauth2/authorization/cer");
    await chooseAtProvider(next, "cer", "marin-cer");
    await expectLeft(page);
    // ...and the account page the cache kept leaves too when Back brings it.
    // Loaded afresh, the page would show the next person; only the cached one can leave. (Its
    // pageshow line may be lost as it leaves at once, so the cache is not asked for here.)
    await page.evaluate(() => history.back());
    await page.waitForURL(ended(), { waitUntil: "commit" });
    await appReady(page);
    await expect(page.getByText(FIRST_PERSON)).toHaveCount(0);
  });
});
