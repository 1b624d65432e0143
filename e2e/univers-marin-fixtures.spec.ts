import type { Page } from "@playwright/test";
import { appReady, expect, openPage, test } from "./fixtures";
import { FIXTURE_PORTALS, OWN_STACK } from "./stack";

/**
 * The shell hosting univers-marin modules written as framework teams write them
 * (mock/univers-marin/fixtures): each with its own router sharing the URL and the history with
 * the shell's, and its own styles under the portal's CSP. Each fixture runs in a portal of its
 * own (e2e/stack.ts); every journey checks one history entry per click, no remount unless the
 * module was left, no bogus entry (/frundefined), no not-found page even for a moment, and the
 * shell's header and footer kept (never rendered again).
 */

// The menu is a habilité seafarer's and a 401 logs a visitor out of these pages (spec 4 and 6).
test.use({ persona: "marin-fc" });

/** A style the CSP refused, as the page reports it (securitypolicyviolation) and as the console does. */
const STYLE_VIOLATION = /^CSP: style-src|Content Security Policy directive ["']style-src/;

/**
 * single-spa's warning that a lifecycle has run past 1 s (spec 9), in its minified form: it
 * measures how busy the machine is (a framework fixture's first mount on a loaded CI runner),
 * not the shell. Its error at the 3 s limit still counts; univers-marin-failures.spec.ts
 * checks both messages.
 */
const SLOW_LIFECYCLE_WARNING = /^warning: single-spa minified message #31:/;

const NOT_FOUND = /^(Page non trouvée|Page not found|Página no encontrada)$/;

/** What the page records from its first script on: every URL written to the history, and anything wrong seen meanwhile. */
interface Watch {
  readonly urls: string[];
  readonly wrong: string[];
}

declare global {
  interface Window {
    __journey?: Watch;
    __shellFrame?: readonly (Element | null)[];
  }
}

async function watch(page: Page): Promise<void> {
  await page.addInitScript((notFound: string) => {
    const journey: Watch = { urls: [], wrong: [] };
    window.__journey = journey;
    for (const method of ["pushState", "replaceState"] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url !== undefined && url !== null) journey.urls.push(String(url));
        original(data, unused, url);
      };
    }
    const check = () => {
      const title = document.querySelector("main h1")?.textContent ?? "";
      if (new RegExp(notFound).test(title)) journey.wrong.push(`not-found page at ${location.pathname}`);
      if (location.pathname.includes("undefined")) journey.wrong.push(`bogus URL ${location.pathname}`);
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
    addEventListener("popstate", check);
    document.addEventListener("securitypolicyviolation", (event) =>
      journey.wrong.push(`CSP: ${event.effectiveDirective} ${event.blockedURI || "inline"}`),
    );
  }, NOT_FOUND.source);
}

for (const { app, url, port } of FIXTURE_PORTALS) {
  // Tagged when the suite starts that portal itself; the stack's own fixture portal is its portal.
  test.describe(`the ${app} fixture of univers-marin`, { tag: port === undefined ? [] : OWN_STACK }, () => {
    test.use({ baseURL: url });
    test.beforeEach(async ({ page }) => watch(page));

    const frame = (page: Page) => page.locator(`main #univers-marin [data-univers-marin-fixture="${app}"]`);
    const heading = (page: Page, title: string) => frame(page).getByRole("heading", { level: 1, name: title, exact: true });
    const moduleLink = (page: Page, name: string) => frame(page).getByRole("link", { name, exact: true });
    const menu = (page: Page) => page.locator("nav#menu");
    const entries = (page: Page) => page.evaluate(() => history.length);

    /** Opens path, where the module shows title, mounted once, and keeps the shell's frame for later checks. */
    async function openShowing(page: Page, path: string, title: string): Promise<void> {
      // A first load on two shared cores, three portals running: more than the default 7 s at times.
      await openPage(page, path, { timeout: 15_000 });
      await expect(heading(page, title)).toBeVisible();
      await expect(frame(page)).toHaveAttribute("data-mount-count", "1");
      // The shell's header and footer as they are now: a journey must keep these very elements.
      await page.evaluate(() => (window.__shellFrame = [document.querySelector("header"), document.querySelector("footer")]));
    }

    /** A click that must add exactly one history entry and show title, the module still mounted mounts times. */
    async function click(page: Page, target: ReturnType<Page["locator"]>, path: RegExp, title: string, mounts = 1): Promise<void> {
      const before = await entries(page);
      await target.click();
      await expect(page).toHaveURL(path);
      await expect(heading(page, title)).toBeVisible();
      await expect(frame(page)).toHaveAttribute("data-mount-count", String(mounts));
      expect(await entries(page), "one history entry per click").toBe(before + 1);
    }

    /** What the journey saw go wrong; style violations apart, which the style test owns (so that one shell bug fails one test). */
    async function expectClean(
      page: Page,
      consoleProblems: readonly string[],
      styles: "styles too" | "history only" = "history only",
    ): Promise<void> {
      const journey = await page.evaluate(() => window.__journey);
      const counted = (problem: string) => styles === "styles too" || !STYLE_VIOLATION.test(problem);
      expect(journey?.wrong.filter(counted)).toEqual([]);
      expect(journey?.urls.filter((written) => written.includes("undefined"))).toEqual([]);
      expect(
        await page.evaluate(
          () =>
            window.__shellFrame?.[0] === document.querySelector("header") && window.__shellFrame[1] === document.querySelector("footer"),
        ),
        "the shell's frame kept",
      ).toBe(true);
      expect(consoleProblems.filter((problem) => counted(problem) && !SLOW_LIFECYCLE_WARNING.test(problem))).toEqual([]);
    }

    test("internal links: one entry each, Back and Forward between its pages, mounted once", async ({ page, consoleProblems }) => {
      await openShowing(page, "/univers-marin/pmr/accueil-pmr", "Accueil de mon espace marin");
      await click(page, moduleLink(page, "Mes titres"), /\/univers-marin\/pmr\/mes-titres$/, "Mes titres");
      await click(page, moduleLink(page, "Mes formations"), /\/univers-marin\/pmr\/formations$/, "Mes formations");
      await page.goBack();
      await expect(heading(page, "Mes titres")).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/univers-marin\/pmr\/accueil-pmr$/);
      await expect(heading(page, "Accueil de mon espace marin")).toBeVisible();
      await page.goForward();
      await expect(heading(page, "Mes titres")).toBeVisible();
      await expect(frame(page)).toHaveAttribute("data-mount-count", "1");
      await expectClean(page, consoleProblems);
    });

    test("main-menu entries to other univers-marin pages while mounted, then its own links", async ({ page, consoleProblems }) => {
      await openShowing(page, "/fr/univers-marin/pmr/accueil-pmr", "Accueil de mon espace marin");
      await click(
        page,
        menu(page).getByRole("link", { name: "Mon aptitude médicale" }),
        /\/fr\/univers-marin\/pmr\/aptitude-medicale$/,
        "Mon aptitude médicale",
      );
      await menu(page).getByRole("button", { name: "Mes qualifications" }).click();
      await click(
        page,
        menu(page).getByRole("link", { name: "Mes dérogations" }),
        /\/fr\/univers-marin\/pmr\/derogations$/,
        "Mes dérogations",
      );
      // The module's own router after the shell's: the click that left /frundefined behind.
      await click(page, moduleLink(page, "Mes titres"), /\/fr\/univers-marin\/pmr\/mes-titres$/, "Mes titres");
      await click(page, moduleLink(page, "Mes alertes"), /\/fr\/univers-marin\/pmr\/gestion-alertes$/, "Mes alertes");
      for (const [path, title] of [
        [/\/fr\/univers-marin\/pmr\/mes-titres$/, "Mes titres"],
        [/\/fr\/univers-marin\/pmr\/derogations$/, "Mes dérogations"],
        [/\/fr\/univers-marin\/pmr\/aptitude-medicale$/, "Mon aptitude médicale"],
      ] as const) {
        await page.goBack();
        await expect(page).toHaveURL(path);
        await expect(heading(page, title)).toBeVisible();
      }
      await expect(frame(page)).toHaveAttribute("data-mount-count", "1");
      await expectClean(page, consoleProblems);
    });

    test("the navigate prop, then its own links, and Back", async ({ page, consoleProblems }) => {
      await openShowing(page, "/univers-marin/pmr/accueil-pmr", "Accueil de mon espace marin");
      await click(
        page,
        frame(page).getByRole("button", { name: "Mes demandes, par le portail" }),
        /\/univers-marin\/demandes$/,
        "Mes demandes",
      );
      await click(
        page,
        moduleLink(page, "Demander un rendez-vous médical"),
        /\/univers-marin\/demandes\/rendez-vous$/,
        "Demander un rendez-vous médical",
      );
      await page.goBack();
      await expect(heading(page, "Mes demandes")).toBeVisible();
      await page.goBack();
      await expect(heading(page, "Accueil de mon espace marin")).toBeVisible();
      await expect(frame(page)).toHaveAttribute("data-mount-count", "1");
      await expectClean(page, consoleProblems);
    });

    test("single-spa's navigateToUrl, then its own links, and Back", async ({ page, consoleProblems }) => {
      await openShowing(page, "/univers-marin/pmr/mes-titres", "Mes titres");
      await click(page, moduleLink(page, "Contactez-nous, par single-spa"), /\/univers-marin\/pmr\/contact$/, "Contactez-nous");
      await click(page, moduleLink(page, "Mes formations"), /\/univers-marin\/pmr\/formations$/, "Mes formations");
      await page.goBack();
      await expect(heading(page, "Contactez-nous")).toBeVisible();
      await page.goBack();
      await expect(heading(page, "Mes titres")).toBeVisible();
      await expect(frame(page)).toHaveAttribute("data-mount-count", "1");
      await expectClean(page, consoleProblems);
    });

    test("leaving for a shell page unmounts it; Back mounts it again where it was, and its links still work", async ({
      page,
      consoleProblems,
    }) => {
      await openShowing(page, "/univers-marin/pmr/accueil-pmr", "Accueil de mon espace marin");
      await click(page, moduleLink(page, "Mes lignes de service"), /\/univers-marin\/pmr\/lignes-de-service$/, "Mes lignes de service");
      const before = await entries(page);
      await moduleLink(page, "Mes informations (portail)").click();
      await expect(page).toHaveURL(/\/mes-infos$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon compte");
      await expect(page.locator("#univers-marin")).toHaveCount(0);
      expect(await entries(page)).toBe(before + 1);
      await page.goBack();
      await expect(page).toHaveURL(/\/univers-marin\/pmr\/lignes-de-service$/);
      await expect(heading(page, "Mes lignes de service")).toBeVisible();
      await expect(frame(page)).toHaveAttribute("data-mount-count", "2");
      await page.goForward();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon compte");
      await page.goBack();
      await expect(frame(page)).toHaveAttribute("data-mount-count", "3");
      // A new entry from here drops the forward one: history.length stays.
      const afterBack = await entries(page);
      await moduleLink(page, "Mes formations").click();
      await expect(heading(page, "Mes formations")).toBeVisible();
      await expect(frame(page)).toHaveAttribute("data-mount-count", "3");
      expect(await entries(page)).toBe(afterBack);
      await page.goBack();
      await expect(heading(page, "Mes lignes de service")).toBeVisible();
      await expectClean(page, consoleProblems);
    });

    test("Back and Forward across shell and sub-application pages", async ({ page, consoleProblems }) => {
      await openPage(page, "/fr/mes-infos", { timeout: 15_000 });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon compte");
      await page.evaluate(() => (window.__shellFrame = [document.querySelector("header"), document.querySelector("footer")]));
      await click(
        page,
        menu(page).getByRole("link", { name: "Accueil" }),
        /\/fr\/univers-marin\/pmr\/accueil-pmr$/,
        "Accueil de mon espace marin",
      );
      await click(page, moduleLink(page, "Mes titres"), /\/fr\/univers-marin\/pmr\/mes-titres$/, "Mes titres");
      await menu(page).getByRole("button", { name: "Mon compte" }).click();
      await menu(page).getByRole("link", { name: "Mes infos" }).click();
      await expect(page).toHaveURL(/\/fr\/mes-infos$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon compte");
      await page.goBack();
      await expect(heading(page, "Mes titres")).toBeVisible();
      await expect(frame(page)).toHaveAttribute("data-mount-count", "2");
      await page.goBack();
      await expect(heading(page, "Accueil de mon espace marin")).toBeVisible();
      await expect(frame(page)).toHaveAttribute("data-mount-count", "2");
      await page.goBack();
      await expect(page).toHaveURL(/\/fr\/mes-infos$/);
      await expect(page.locator("#univers-marin")).toHaveCount(0);
      await page.goForward();
      await expect(heading(page, "Accueil de mon espace marin")).toBeVisible();
      await page.goForward();
      await expect(heading(page, "Mes titres")).toBeVisible();
      await expect(frame(page)).toHaveAttribute("data-mount-count", "3");
      await page.goForward();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon compte");
      await expectClean(page, consoleProblems);
    });

    for (const [lang, account] of [
      ["en", "My account"],
      ["es", "Mi cuenta"],
    ] as const) {
      test(`under /${lang}: its links, the menu and the shell page keep the prefix`, async ({ page, consoleProblems }) => {
        await openShowing(page, `/${lang}/univers-marin/pmr/accueil-pmr`, "Accueil de mon espace marin");
        await expect(moduleLink(page, "Mes titres")).toHaveAttribute("href", `/${lang}/univers-marin/pmr/mes-titres`);
        await click(page, moduleLink(page, "Mes titres"), new RegExp(`/${lang}/univers-marin/pmr/mes-titres$`), "Mes titres");
        await click(
          page,
          menu(page).getByRole("link", { name: lang === "en" ? "My medical fitness" : "Mi aptitud médica" }),
          new RegExp(`/${lang}/univers-marin/pmr/aptitude-medicale$`),
          "Mon aptitude médicale",
        );
        await click(page, moduleLink(page, "Mes formations"), new RegExp(`/${lang}/univers-marin/pmr/formations$`), "Mes formations");
        await moduleLink(page, "Mes informations (portail)").click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/mes-infos$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(account);
        await page.goBack();
        await expect(heading(page, "Mes formations")).toBeVisible();
        await page.goBack();
        await expect(heading(page, "Mon aptitude médicale")).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expectClean(page, consoleProblems);
      });
    }

    test("the agents' seafarer search: the menu hides while it stays mounted, and comes back", async ({ page, consoleProblems }) => {
      await openShowing(page, "/univers-marin/pmr/accueil-pmr", "Accueil de mon espace marin");
      await expect(menu(page)).toBeVisible();
      await click(page, moduleLink(page, "Rechercher un marin"), /\/univers-marin\/agent\/rechercher-marin$/, "Rechercher un marin");
      await expect(page.locator("nav#menu")).toHaveCount(0);
      await click(page, moduleLink(page, "Mes demandes"), /\/univers-marin\/demandes$/, "Mes demandes");
      await expect(menu(page)).toBeVisible();
      await page.goBack();
      await expect(heading(page, "Rechercher un marin")).toBeVisible();
      await expect(page.locator("nav#menu")).toHaveCount(0);
      await page.goBack();
      await expect(heading(page, "Accueil de mon espace marin")).toBeVisible();
      await expect(menu(page)).toBeVisible();
      await expect(frame(page)).toHaveAttribute("data-mount-count", "1");
      await expectClean(page, consoleProblems);
    });

    test("a hard reload on a deep path mounts it once there; its links and Back work after it", async ({ page, consoleProblems }) => {
      await openShowing(page, "/es/univers-marin/demandes/rendez-vous", "Demander un rendez-vous médical");
      await page.reload();
      await appReady(page, { timeout: 15_000 });
      await expect(heading(page, "Demander un rendez-vous médical")).toBeVisible();
      await expect(frame(page)).toHaveAttribute("data-mount-count", "1");
      await page.evaluate(() => (window.__shellFrame = [document.querySelector("header"), document.querySelector("footer")]));
      await click(page, moduleLink(page, "Mes demandes"), /\/es\/univers-marin\/demandes$/, "Mes demandes");
      await page.goBack();
      await expect(page).toHaveURL(/\/es\/univers-marin\/demandes\/rendez-vous$/);
      await expect(heading(page, "Demander un rendez-vous médical")).toBeVisible();
      await expectClean(page, consoleProblems);
    });

    test("its styles apply under the CSP: an injected <style>, a style attribute, a stylesheet from its host", async ({
      page,
      consoleProblems,
    }) => {
      await openShowing(page, "/univers-marin/pmr/accueil-pmr", "Accueil de mon espace marin");
      await expect(frame(page).locator(".um-fixture__injected")).toHaveCSS("color", "rgb(0, 99, 203)");
      await expect(frame(page).locator(".um-fixture__attribute")).toHaveCSS("letter-spacing", "0.8px");
      await expect(frame(page).locator(".um-fixture__hosted")).toHaveCSS("border-top-width", "3px");
      // Unmounted, it takes its styles with it; mounted again, they are back.
      await moduleLink(page, "Mes informations (portail)").click();
      await expect(page.locator('link[href$="/host.css"]')).toHaveCount(0);
      expect(
        await page.evaluate(
          () => [...document.querySelectorAll("style")].filter((style) => style.textContent.includes(".um-fixture__injected")).length,
        ),
      ).toBe(0);
      await page.goBack();
      await expect(frame(page).locator(".um-fixture__hosted")).toHaveCSS("border-top-width", "3px");
      await expect(frame(page).locator(".um-fixture__injected")).toHaveCSS("color", "rgb(0, 99, 203)");
      await expectClean(page, consoleProblems, "styles too");
    });
  });
}
