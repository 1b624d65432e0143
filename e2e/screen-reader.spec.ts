import { appReady, expect, expectAccessible, openPage, test } from "./fixtures";

/** What the rule engines cannot judge: what a screen reader says, in which language, and where a visitor lands. */

const PRODUCT = { fr: "Portail du marin", en: "Seafarer portal", es: "Portal del marino" } as const;

const ERROR_LABELS = {
  fr: { 404: "Erreur 404 : page non trouvée", 500: "Erreur 500 : erreur inattendue", 418: "Erreur 418 : mauvaise requête" },
  en: { 404: "Error 404: page not found", 500: "Error 500: unexpected error", 418: "Error 418: bad request" },
  es: { 404: "Error 404: página no encontrada", 500: "Error 500: error inesperado", 418: "Error 418: solicitud incorrecta" },
} as const;

test.describe("each error page has a title of its own (RGAA 8.6)", () => {
  for (const lang of ["fr", "en", "es"] as const) {
    test(`/${lang}/error/404, 500 and 418`, async ({ page }) => {
      for (const code of [404, 500, 418] as const) {
        await openPage(page, `/${lang}/error/${code}`);
        const label = ERROR_LABELS[lang][code];
        await expect(page).toHaveTitle(`${PRODUCT[lang]} | ${label}`);
        await expect(page.locator("nav.fr-breadcrumb [aria-current=page]")).toHaveText(label);
      }
    });
  }
});

test.describe("what a screen reader hears", () => {
  const HERE = { fr: "vous êtes ici :", en: "you are here :", es: "usted está aquí :" } as const;
  for (const lang of ["fr", "en", "es"] as const) {
    test(`/${lang}: the breadcrumb's name has one colon; the follow block is a landmark`, async ({ page }) => {
      await openPage(page, `/${lang}/plan-site`);
      await expect(page.locator("nav.fr-breadcrumb")).toHaveAttribute("aria-label", HERE[lang]);
      // Nothing of the page between main and the footer outside a landmark.
      const outside = await page
        .locator(".fr-follow :is(h2, p, a)")
        .evaluateAll((elements) =>
          elements
            .filter(
              (element) =>
                !element.closest("header, nav, main, aside, footer, section[aria-label], section[aria-labelledby], [role=region]"),
            )
            .map((element) => element.textContent),
        );
      expect(outside).toEqual([]);
    });
  }

  test("the follow block is a region named by its headings", async ({ page }) => {
    await openPage(page, "/fr/login");
    const region = page.getByRole("region", { name: "Votre avis nous intéresse Suivez-nous sur les réseaux sociaux" });
    await expect(region.getByRole("link", { name: "Je donne mon avis" })).toBeVisible();
    await expect(region.getByRole("heading", { name: "Suivez-nous sur les réseaux sociaux" })).toBeVisible();
  });

  for (const path of ["/en/login", "/es/login", "/en/loginAyantDroit", "/es/loginAyantDroit"]) {
    test(`${path}: FranceConnect's French wording is marked French (RGAA 8.7)`, async ({ page }) => {
      await openPage(page, path);
      const button = page.locator(".fr-connect-group .fr-connect");
      await expect(button).toHaveText("S’identifier avec FranceConnect");
      await expect(button).toHaveAttribute("lang", "fr");
      // The link beside it speaks the page's language, and is not marked otherwise.
      const whatIs = page.locator(".fr-connect-group p a");
      expect(await whatIs.evaluate((link) => link.closest("[lang]")?.getAttribute("lang"))).toBe(path.slice(1, 3));
      await expectAccessible(page);
    });
  }
});

test.describe("a visitor sent to sign in keeps the language", () => {
  for (const [from, to] of [
    ["/en/nulle-part", "/en/login"],
    ["/es/ninguna/parte", "/es/login"],
    ["/en/erreurRdvMarin", "/en/login"],
    ["/es/mes-infos", "/es/login"],
  ] as const) {
    test(`${from} → ${to}`, async ({ page }) => {
      await page.goto(from);
      await page.waitForURL((url) => url.pathname === to);
      await expect(page.locator("html")).toHaveAttribute("lang", to.slice(1, 3));
      await appReady(page);
    });
  }
});
