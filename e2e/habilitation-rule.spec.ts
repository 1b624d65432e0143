import type { Page } from "@playwright/test";
import { type Access, routeAt } from "../src/route-table/table";
import { appReady, expect, expectAccessible, openPage, test } from "./fixtures";
import { SHELL_PAGES } from "./route-pages";

/**
 * Spec point 4 on an empty habilitations list: the user is flagged as connected without
 * habilitation and sent to /login from the pages only a habilité seafarer can use
 * (src/api/seafarer-pages.ts), on arrival and on a later navigation without a page load; the
 * pages that are theirs stay open.
 */

/** Where the habilitation rule lets a user connected without habilitation stay (spec 4), sign-in pages aside. */
const STAYS: ReadonlySet<Access> = new Set(["signed-in", "public"]);

async function expectStays(page: Page, path: string): Promise<void> {
  // Settled: the habilitations have answered.
  await openPage(page, path, { settled: true });
  // The header's logout for a user connected without habilitation: the session has settled.
  await expect(
    page
      .getByRole("banner")
      .getByRole("link", { name: /Se déconnecter|Sign out|Cerrar sesión/ })
      .first(),
  ).toBeAttached();
  expect(new URL(page.url()).pathname).toBe(path);
  await expectAccessible(page);
}

async function expectSentToLogin(page: Page, path: string, login: string): Promise<void> {
  await page.goto(path);
  // Two page loads, each with the app booting after the first paint and the session's calls:
  // on CI's loaded machine once more than the usual 7 s.
  await expect(page).toHaveURL((url) => url.pathname === login, { timeout: 15_000 });
  await appReady(page);
  await expectAccessible(page);
}

test.describe("connected without habilitation (an empty habilitations list)", () => {
  test.use({ persona: "ayant-droit" });

  test("is flagged, and keeps the ayant droit's continuation into the sub-application", async ({ page }) => {
    await expectStays(page, "/fr/loginAyantDroit");
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("portail-marin.connecteSansHabilitation"))).toBe("true");
    await page.getByRole("link", { name: "Continuer" }).click();
    await expect(
      page.locator("main #univers-marin").getByRole("heading", { level: 1, name: "Demander un rendez-vous médical" }),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/fr/univers-marin/demandes/rendez-vous");
    await expectAccessible(page);
  });

  // The shell's pages a user without habilitation may stay on, as the route table says.
  const kept = SHELL_PAGES.filter((path) => STAYS.has(routeAt(path)?.access ?? "seafarer")).map((path) => `/fr${path}`);
  for (const path of kept) {
    test(`keeps ${path}`, async ({ page }) => {
      await expectStays(page, path);
    });
  }

  for (const [path, login] of [
    ["/fr/mes-infos", "/fr/login"],
    ["/en/univers-marin/pmr/accueil-pmr", "/en/login"],
  ] as const) {
    test(`is sent from ${path} to ${login}`, async ({ page }) => {
      // Open defect: in the full suite (never alone, 24 of 24) a visitor without habilitation
      // stays on the univers-marin landing page, signed in, for 15 s; the /fr/mes-infos case
      // failed so once on CI. The redirect guard has a race still to be found (closing note).
      await expectSentToLogin(page, path, login);
    });
  }

  test("a link to a habilité seafarer's page, followed without a page load, also ends on /login", async ({ page }) => {
    await expectStays(page, "/es/plan-site");
    await page.getByRole("main").getByRole("link", { name: "Mi información", exact: true }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === "/es/login");
    await appReady(page);
    await expectAccessible(page);
  });
});

test.describe("a habilité seafarer", () => {
  test.use({ persona: "marin-fc" });

  test("keeps the account page and the sub-application", async ({ page }) => {
    await openPage(page, "/fr/mes-infos", { settled: true });
    await expect(page.locator("main [data-connected-as]")).toHaveText("Connecté en tant que Yann Le Goff");
    expect(new URL(page.url()).pathname).toBe("/fr/mes-infos");
  });
});
