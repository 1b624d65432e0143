import type { Page } from "@playwright/test";
import { appReady, expect, expectAccessible, openPage, test } from "./fixtures";

// The menu is a habilité seafarer's and a 401 logs a visitor out of these pages (spec 4 and 6).
test.use({ persona: "marin-fc" });

/**
 * The history contract (docs/sub-applications.md) with the demo module, whose links behave as a
 * framework router's and which reports, as a console error, any popstate whose state another
 * router wrote (what vue-router adopts and turns into a bogus `/frundefined` entry). Each journey
 * checks: one history entry per click, no remount unless the module was left, no not-found page
 * at any moment, no page load, and the shell's header and footer never replaced.
 */

interface Watched {
  /** Every h1 text the page showed since it loaded. */
  headings: string[];
  /** The header and footer elements of the first render, marked. */
  frame: readonly Element[];
}

/** Records every h1 the page shows, and marks the page so that a reload or a replaced frame shows. */
async function watch(page: Page): Promise<void> {
  await page.evaluate(() => {
    const watched: Watched = {
      headings: [],
      frame: [document.querySelector("header"), document.querySelector("footer")].filter((element) => element !== null),
    };
    const record = () => {
      for (const heading of document.querySelectorAll("h1")) {
        const text = heading.textContent.trim();
        if (watched.headings.at(-1) !== text) watched.headings.push(text);
      }
    };
    new MutationObserver(record).observe(document.body, { childList: true, subtree: true, characterData: true });
    record();
    (window as unknown as { watched: Watched }).watched = watched;
  });
}

/** What the watch saw: the frame kept, no page load since, every h1 shown. */
async function watched(page: Page): Promise<{ sameDocument: boolean; frameKept: boolean; headings: string[] }> {
  return page.evaluate(() => {
    const seen = (window as unknown as { watched?: Watched }).watched;
    return {
      sameDocument: seen !== undefined,
      frameKept: seen !== undefined && seen.frame.length === 2 && seen.frame.every((element) => element.isConnected),
      headings: seen?.headings ?? [],
    };
  });
}

async function expectSameDocumentWithoutNotFound(page: Page): Promise<void> {
  const seen = await watched(page);
  expect(seen.sameDocument, "no page load").toBe(true);
  expect(seen.frameKept, "the shell's header and footer are the same elements").toBe(true);
  expect(seen.headings.filter((heading) => /page non trouvée|page not found|página no encontrada/i.test(heading))).toEqual([]);
}

const frame = (page: Page) => page.locator("main #univers-marin");
const demoPage = (page: Page) => frame(page).locator("[data-univers-marin-demo]");
const historyLength = (page: Page) => page.evaluate(() => window.history.length);

/** The demo's page shows this h1, mounted the given number of times since the page loaded. */
async function expectMounted(page: Page, title: string, mounts: number): Promise<void> {
  await expect(frame(page).getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
  await expect(demoPage(page)).toHaveAttribute("data-mounts", String(mounts));
}

async function clickInside(page: Page, name: string): Promise<void> {
  await frame(page).getByRole("link", { name, exact: true }).click();
}

/**
 * After a navigation, a click on the module's own link, then Back: the journey that broke. The
 * click adds one entry, or takes the place of the entries ahead when the user had gone Back.
 */
async function expectOwnLinkThenBack(page: Page, landed: { path: RegExp; title: string }, mounts: number, entriesAhead = 0): Promise<void> {
  const before = await historyLength(page);
  await clickInside(page, "Mes formations");
  await expectMounted(page, "Mes formations", mounts);
  expect(await historyLength(page)).toBe(before + 1 - entriesAhead);
  await page.goBack();
  await expect(page).toHaveURL(landed.path);
  await expectMounted(page, landed.title, mounts);
}

test.describe("one history for the shell's router and the module's", () => {
  test("the module's own links: one entry each, Back and Forward, never a remount", async ({ page, consoleProblems }) => {
    await openPage(page, "/fr/univers-marin/pmr/accueil-pmr");
    await expectMounted(page, "Accueil de mon espace marin", 1);
    await watch(page);
    const before = await historyLength(page);
    await clickInside(page, "Mes titres");
    await expectMounted(page, "Mes titres", 1);
    await clickInside(page, "Mes dérogations");
    await expectMounted(page, "Mes dérogations", 1);
    expect(await historyLength(page)).toBe(before + 2);
    await page.goBack();
    await expectMounted(page, "Mes titres", 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/fr\/univers-marin\/pmr\/accueil-pmr$/);
    await expectMounted(page, "Accueil de mon espace marin", 1);
    await page.goForward();
    await expectMounted(page, "Mes titres", 1);
    await expectSameDocumentWithoutNotFound(page);
    expect(consoleProblems).toEqual([]);
  });

  test("a main-menu entry to another /univers-marin page while it is mounted, then its own link and Back", async ({
    page,
    consoleProblems,
  }) => {
    await openPage(page, "/fr/univers-marin/pmr/accueil-pmr");
    await expectMounted(page, "Accueil de mon espace marin", 1);
    await watch(page);
    const before = await historyLength(page);
    const menu = page.locator("nav#menu");
    await menu.getByRole("button", { name: "Mes demandes" }).click();
    await menu.getByRole("link", { name: "Demander un RDV médical pour un autre" }).click();
    await expect(page).toHaveURL(/\/fr\/univers-marin\/demandes\/rendez-vous$/);
    await expectMounted(page, "Demander un rendez-vous médical", 1);
    expect(await historyLength(page)).toBe(before + 1);
    await expectOwnLinkThenBack(page, { path: /\/fr\/univers-marin\/demandes\/rendez-vous$/, title: "Demander un rendez-vous médical" }, 1);
    await page.goBack();
    await expectMounted(page, "Accueil de mon espace marin", 1);
    await expectSameDocumentWithoutNotFound(page);
    expect(consoleProblems).toEqual([]);
  });

  test("the navigate prop to another of its pages, then its own link and Back", async ({ page, consoleProblems }) => {
    await openPage(page, "/en/univers-marin/pmr/contact");
    await expectMounted(page, "Contactez-nous", 1);
    await watch(page);
    const before = await historyLength(page);
    await clickInside(page, "Mes demandes (par le portail)");
    await expect(page).toHaveURL(/\/en\/univers-marin\/demandes$/);
    await expectMounted(page, "Mes demandes", 1);
    expect(await historyLength(page)).toBe(before + 1);
    await expectOwnLinkThenBack(page, { path: /\/en\/univers-marin\/demandes$/, title: "Mes demandes" }, 1);
    await page.goBack();
    await expectMounted(page, "Contactez-nous", 1);
    await expectSameDocumentWithoutNotFound(page);
    expect(consoleProblems).toEqual([]);
  });

  test("single-spa's navigateToUrl, then its own link and Back", async ({ page, consoleProblems }) => {
    await openPage(page, "/es/univers-marin/pmr/mes-titres");
    await expectMounted(page, "Mes titres", 1);
    await watch(page);
    const before = await historyLength(page);
    await page.evaluate(() =>
      (window as unknown as { singleSpaNavigate: (url: string) => void }).singleSpaNavigate("/es/univers-marin/pmr/gestion-alertes"),
    );
    await expectMounted(page, "Mes alertes", 1);
    expect(await historyLength(page)).toBe(before + 1);
    await expectOwnLinkThenBack(page, { path: /\/es\/univers-marin\/pmr\/gestion-alertes$/, title: "Mes alertes" }, 1);
    await page.goBack();
    await expectMounted(page, "Mes titres", 1);
    await expectSameDocumentWithoutNotFound(page);
    expect(consoleProblems).toEqual([]);
  });

  test("leaving for a shell page and Back into the module, Back and Forward across both", async ({ page, consoleProblems }) => {
    await openPage(page, "/fr/univers-marin/pmr/accueil-pmr");
    await expectMounted(page, "Accueil de mon espace marin", 1);
    await watch(page);
    await clickInside(page, "Mes titres");
    await expectMounted(page, "Mes titres", 1);
    const before = await historyLength(page);
    await clickInside(page, "Mes informations (portail)");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon compte");
    expect(await historyLength(page)).toBe(before + 1);
    await page.goBack();
    // Left and back: mounted a second time, on the entry its own router had pushed.
    await expectMounted(page, "Mes titres", 2);
    await expectOwnLinkThenBack(page, { path: /\/fr\/univers-marin\/pmr\/mes-titres$/, title: "Mes titres" }, 2, 1);
    await page.goBack();
    await expectMounted(page, "Accueil de mon espace marin", 2);
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/\/fr\/univers-marin\/pmr\/formations$/);
    await expectMounted(page, "Mes formations", 2);
    await expectSameDocumentWithoutNotFound(page);
    await expectAccessible(page);
    expect(consoleProblems).toEqual([]);
  });

  test("the agents' seafarer search: the menu hidden there, shown on the next page, hidden again on Back", async ({
    page,
    consoleProblems,
  }) => {
    await openPage(page, "/fr/univers-marin/agent/rechercher-marin");
    await expectMounted(page, "Rechercher un marin", 1);
    await watch(page);
    await expect(page.locator("nav#menu")).toHaveCount(0);
    await clickInside(page, "Mes titres");
    await expectMounted(page, "Mes titres", 1);
    await expect(page.locator("nav#menu")).toBeVisible();
    await page.goBack();
    await expectMounted(page, "Rechercher un marin", 1);
    await expect(page.locator("nav#menu")).toHaveCount(0);
    await expectSameDocumentWithoutNotFound(page);
    expect(consoleProblems).toEqual([]);
  });

  test("a hard reload on a deep path its own router pushed keeps that router's state", async ({ page, consoleProblems }) => {
    await openPage(page, "/fr/univers-marin/pmr/accueil-pmr");
    await clickInside(page, "Mes titres");
    await expectMounted(page, "Mes titres", 1);
    await page.reload();
    await appReady(page);
    await expectMounted(page, "Mes titres", 1);
    expect(await page.evaluate(() => window.history.state as unknown)).toMatchObject({
      universMarinDemo: { path: "/fr/univers-marin/pmr/mes-titres", by: "push" },
    });
    await watch(page);
    await expectOwnLinkThenBack(page, { path: /\/fr\/univers-marin\/pmr\/mes-titres$/, title: "Mes titres" }, 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/fr\/univers-marin\/pmr\/accueil-pmr$/);
    await expectMounted(page, "Accueil de mon espace marin", 1);
    await expectSameDocumentWithoutNotFound(page);
    expect(consoleProblems).toEqual([]);
  });
});
