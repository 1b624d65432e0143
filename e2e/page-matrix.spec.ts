import { type Page } from "@playwright/test";
import { ROUTES } from "../src/route-table/table";
import { axeViolations, expect, openPage, test } from "./fixtures";
import { type Lang, LOADS, type Load } from "./page-matrix";
import { contrastProblemsOf, withoutTransitions } from "./page-checks/contrast";
import { EVERY_LAYOUT, TIGHTEST_LAYOUTS, reflowProblems } from "./page-checks/reflow";
import { ERROR_PAGES } from "./route-pages";

/**
 * The page matrix (e2e/page-matrix.ts, docs/accessibility.md): each page of the route table in
 * each state of the frame and each theme, loaded once, and on that load the frame's checks, axe,
 * the contrast of every control in every state (e2e/page-checks/contrast.ts) and, once per cell
 * and language, the reflow layouts (e2e/page-checks/reflow.ts). Each check is a step whose
 * problems are reported on their own: one failing check does not hide the others.
 */

const PRODUCT = { fr: "Portail du marin", en: "Seafarer portal", es: "Portal del marino" } as const;
const HOME = { fr: "Accueil", en: "Home", es: "Inicio" } as const;

/** The frame of spec point 5 in the page's language, its menu where the state has one, its title and its breadcrumb where the page is the shell's. */
async function checkFrame(page: Page, { cell, lang }: Load): Promise<void> {
  await expect.soft(page.locator("html")).toHaveAttribute("lang", lang);
  await expect.soft(page.getByRole("banner")).toBeVisible();
  await expect.soft(page.getByRole("contentinfo")).toBeVisible();
  if (cell.menu) await expect.soft(page.locator("nav#menu")).toBeVisible();
  else await expect.soft(page.locator("nav#menu")).toHaveCount(0);
  // The brand block is checked by name: it is what DSFR squeezes on a narrow screen.
  await expect.soft(page.locator(".fr-header__logo .fr-logo").first()).toContainText(lang === "fr" ? "et de la Pêche" : /\S/);
  const breadcrumb = page.locator("main#contenu nav.fr-breadcrumb");
  if (cell.labels !== undefined) {
    await expect.soft(breadcrumb.getByRole("link", { name: HOME[lang] })).toHaveAttribute("href", `/${lang}${ROUTES.home.path}`);
  }
  const label = cell.labels?.[lang];
  if (label === undefined) {
    await expect.soft(page).toHaveTitle(new RegExp(`^${PRODUCT[lang]} \\| .+`));
    return;
  }
  await expect.soft(breadcrumb.locator("[aria-current=page]")).toHaveText(label);
  await expect.soft(page).toHaveTitle(`${PRODUCT[lang]} | ${label}`);
}

// One load, then axe, four contrast states and up to nine layouts walked over all the text.
test.describe.configure({ timeout: 120_000 });

test.describe("the page matrix", () => {
  for (const load of LOADS) {
    const { cell, lang, theme } = load;
    test.describe(() => {
      test.use({ persona: cell.persona });
      test(`/${lang}${cell.path} as ${cell.state} in the ${theme} theme`, async ({ page, consoleProblems }) => {
        await page.emulateMedia({ colorScheme: theme });
        await openPage(page, `/${lang}${cell.path}`);
        // The sub-application's own content is audited by its team: the shell's frame around it here.
        const outside = cell.labels === undefined ? "#univers-marin" : undefined;
        await test.step("the page stays, in its theme", async () => {
          expect.soft(new URL(page.url()).pathname).toBe(`/${lang}${cell.path}`);
          await expect.soft(page.locator("html")).toHaveAttribute("data-fr-theme", theme);
        });
        await test.step("the frame", () => checkFrame(page, load));
        await test.step("axe", async () => {
          expect.soft(await axeViolations(page, { exclude: outside })).toEqual([]);
        });
        await test.step("contrast of every control, at rest, hovered, pressed and focused", async () => {
          await withoutTransitions(page);
          const { controls, problems } = await contrastProblemsOf(page, { within: "body", outside });
          expect.soft(controls).toBeGreaterThan(5);
          expect.soft(problems).toEqual([]);
        });
        if (load.reflow) {
          await test.step("reflow at each width, with text spacing and with the text at 200 %", async () => {
            expect.soft(await reflowProblems(page, EVERY_LAYOUT)).toEqual([]);
          });
        }
        await test.step("nothing in the console", () => {
          // The not-found page answers 404, which the browser logs by itself.
          expect.soft(consoleProblems.filter((problem) => !problem.includes("404"))).toEqual([]);
        });
      });
    });
  }
});

test.describe("the error pages' template, every code", () => {
  test.use({ persona: "marin-fc" });
  for (const lang of ["fr", "en", "es"] as const satisfies readonly Lang[]) {
    // One template for the seven: every layout on the first, the tightest on the others.
    test(`/${lang}/error/*: reflow`, async ({ page }) => {
      test.setTimeout(180_000);
      for (const [index, path] of ERROR_PAGES.entries()) {
        await openPage(page, `/${lang}${path}`);
        expect.soft(await reflowProblems(page, index === 0 ? EVERY_LAYOUT : TIGHTEST_LAYOUTS), path).toEqual([]);
      }
    });
  }
});
