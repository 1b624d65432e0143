import { type Page } from "@playwright/test";
import { expect, openPage, test } from "./fixtures";
import { contrastProblemsOf, force, withoutTransitions } from "./page-checks/contrast";

/**
 * Contrast in every state (e2e/page-checks/contrast.ts) where the page matrix does not reach: the
 * header's menus and the dialogs, open; and the check that the forced :hover the matrix relies on
 * gives the colours a real pointer gives.
 */

type Theme = "light" | "dark";

async function openInTheme(page: Page, url: string, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await openPage(page, url);
  await expect(page.locator("html")).toHaveAttribute("data-fr-theme", theme);
  await withoutTransitions(page);
}

test.describe("contrast of every control in every state", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`/fr/login with the language menu, the display settings and the account-creation dialog open, in the ${theme} theme`, async ({
      page,
    }) => {
      await openInTheme(page, "/fr/login", theme);
      const problems: string[] = [];
      const measure = async (within: string) => {
        const found = await contrastProblemsOf(page, { within });
        expect(found.controls, within).toBeGreaterThan(1);
        problems.push(...found.problems.map((problem) => `${within}: ${problem}`));
      };

      await page.getByRole("banner").locator(".fr-translate__btn").filter({ visible: true }).click();
      await expect(page.locator(".fr-translate__menu.fr-collapse--expanded")).toBeVisible();
      await measure(".fr-translate__menu.fr-collapse--expanded");
      await page.keyboard.press("Escape");

      await page.getByRole("contentinfo").getByRole("button", { name: "Paramètres d'affichage" }).click();
      await expect(page.getByRole("dialog", { name: "Paramètres d'affichage" })).toBeVisible();
      await measure(".fr-modal--opened");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: "Paramètres d'affichage" })).toBeHidden();

      await page.getByRole("button", { name: "Créer mon compte Cerbère" }).click();
      await expect(page.getByRole("dialog", { name: "Créer un compte Cerbère" })).toBeVisible();
      await measure(".fr-modal--opened");
      expect(problems).toEqual([]);
    });
  }

  test.describe(() => {
    test.use({ persona: "marin-fc" });
    test("a real pointer gives the hovered colours the forced :hover gives (dark theme, signed-in header)", async ({ page }) => {
      await openInTheme(page, "/fr/mes-infos", "dark");
      const controls = page.locator(".fr-header__tools-links .fr-btn:visible, .fr-translate__btn:visible, .fr-btn--secondary:visible");
      const count = await controls.count();
      expect(count).toBeGreaterThan(2);
      const read = () =>
        controls.evaluateAll((elements) =>
          elements.map((element) => `${getComputedStyle(element).color} on ${getComputedStyle(element).backgroundColor}`),
        );
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      for (let index = 0; index < count; index++) {
        const control = controls.nth(index);
        await control.hover();
        const real = (await read())[index];
        await page.mouse.move(0, 0);
        await control.evaluate((element) => element.setAttribute("data-contrast-id", "0"));
        await force(cdp, ["hover"]);
        const forced = (await read())[index];
        await force(cdp, []);
        await control.evaluate((element) => element.removeAttribute("data-contrast-id"));
        expect(forced, await control.innerText()).toBe(real);
      }
    });
  });
});
