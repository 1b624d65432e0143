import { siteMapPaths } from "../src/route-table/table";
import { expect, expectAccessible, openPage, test } from "./fixtures";

// A journey through pages a visitor would be logged out of (spec 4): a habilité seafarer's.
test.use({ persona: "marin-fc" });

/** Spec 2.4's site map, in its order, without the language prefix: the route table's. */
const DESTINATIONS = siteMapPaths();

const NOT_FOUND_MARK = 'data-prerendered="not-found"';

test.describe("the site map", () => {
  for (const prefix of ["", "/fr", "/en", "/es"] as const) {
    test(`${prefix || "(no prefix)"}/plan-site links every destination, each to a real page`, async ({
      page,
      request,
      consoleProblems,
    }) => {
      await openPage(page, `${prefix}/plan-site`);
      const links = page.getByRole("main").locator("nav:not(.fr-breadcrumb)").getByRole("link");
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      expect(hrefs).toEqual(DESTINATIONS.map((path) => (path === "/logout" ? path : `${prefix}${path}`)));
      for (const href of hrefs) {
        if (href === null || href === "/logout") continue;
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
        expect(await response.text(), href).not.toContain(NOT_FOUND_MARK);
      }
      await expectAccessible(page);
      expect(consoleProblems).toEqual([]);
    });
  }

  test("groups qualifications, requests and account as the spec does", async ({ page }) => {
    await page.goto("/fr/plan-site");
    const nav = page.getByRole("main").getByRole("navigation", { name: "Plan du site" });
    const group = (name: string) => nav.getByRole("listitem").filter({ hasText: name }).getByRole("list").getByRole("link");
    await expect(group("Mes qualifications")).toHaveText(["Mes titres", "Mes formations", "Mes dérogations"]);
    await expect(group("Mes demandes")).toHaveText(["Demander un RDV médical pour un autre", "Demander un titre"]);
    await expect(group("Mon compte")).toHaveText(["Mes données personnelles", "Mes alertes"]);
  });

  test("the logout entry is a plain link to the server's GET /logout", async ({ page }) => {
    await page.goto("/en/plan-site");
    const siteMap = page.getByRole("navigation", { name: "Site map" });
    await expect(siteMap.getByRole("link", { name: "Sign out" })).toHaveAttribute("href", "/logout");
  });

  test("following the links in the browser reaches the pages, never the not-found page", async ({ page }) => {
    await openPage(page, "/fr/plan-site");
    await page.getByRole("link", { name: "Accessibilité", exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/accessibilite$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Déclaration d'accessibilité");
    await page.goBack();
    await page.getByRole("link", { name: "Mes infos" }).click();
    await expect(page).toHaveURL(/\/fr\/mes-infos$/);
    await expect(page.getByRole("heading", { name: "Page non trouvée" })).toHaveCount(0);
    await page.goBack();
    await page.getByRole("link", { name: "Mes titres" }).click();
    await expect(page).toHaveURL(/\/fr\/univers-marin\/pmr\/mes-titres$/);
    await expect(page.locator("#univers-marin")).toBeAttached();
    await expect(page.getByRole("heading", { name: "Page non trouvée" })).toHaveCount(0);
  });
});
