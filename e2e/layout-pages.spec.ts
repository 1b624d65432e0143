import { type Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

// The menu is a habilité seafarer's and a 401 logs a visitor out of these pages (spec 4 and 6).
test.use({ persona: "marin-fc" });

/** Every route of spec 2.1 with its breadcrumb label in each language. */
const ROUTES = [
  { path: "/plan-site", fr: "Plan du site", en: "Site map", es: "Mapa del sitio" },
  { path: "/accessibilite", fr: "Accessibilité", en: "Accessibility", es: "Accesibilidad" },
  { path: "/login", fr: "Se connecter à mon espace marin" },
  { path: "/loginAyantDroit", fr: "Se connecter pour prendre un RDV médical à la place d'un marin" },
  { path: "/login-agent", fr: "Se connecter à l'espace marin en tant qu'agent" },
  { path: "/inscription", fr: "Finalisation de l'inscription" },
  { path: "/mes-infos", fr: "Mon compte", en: "My account", es: "Mi cuenta" },
  { path: "/erreurRdvMarin", fr: "Informations sur le marin concerné par le rendez-vous médical : erreur" },
  { path: "/error/500", fr: "Erreur 500 : erreur inattendue", en: "Error 500: unexpected error", es: "Error 500: error inesperado" },
  { path: "/nulle-part", fr: "Page non trouvée" },
] as const;

const PRODUCT = { fr: "Portail du marin", en: "Seafarer portal", es: "Portal del marino" } as const;
const HOME = { fr: "Accueil", en: "Home", es: "Inicio" } as const;

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
}

async function expectFrame(page: Page, lang: "fr" | "en" | "es"): Promise<void> {
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.locator("nav#menu")).toBeVisible();
  await expect(page.locator("main#contenu nav.fr-breadcrumb")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

// axe over the full DSFR stylesheet takes seconds per page on a small machine.
test.describe.configure({ timeout: 60_000 });

test.describe("every shell route in French, light and dark", () => {
  for (const theme of ["light", "dark"] as const) {
    for (const route of ROUTES) {
      test(`/fr${route.path} in the ${theme} theme`, async ({ page, consoleProblems }) => {
        // What the display settings store (react-dsfr also records the site's default scheme).
        await page.addInitScript((scheme) => {
          localStorage.setItem("scheme-website-config-default", "system");
          localStorage.setItem("scheme", scheme);
        }, theme);
        await open(page, `/fr${route.path}`);
        await expect(page.locator("html")).toHaveAttribute("data-fr-theme", theme);
        await expectFrame(page, "fr");
        const breadcrumb = page.locator("main#contenu nav.fr-breadcrumb");
        await expect(breadcrumb.getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/fr/univers-marin/pmr/accueil-pmr");
        await expect(breadcrumb.locator("[aria-current=page]")).toHaveText(route.fr);
        await expect(page).toHaveTitle(`Portail du marin | ${route.fr}`);
        await expectAccessible(page);
        expect(consoleProblems.filter((problem) => !problem.includes("404"))).toEqual([]);
      });
    }
  }
});

test.describe("every shell route in English and Spanish", () => {
  for (const lang of ["en", "es"] as const) {
    for (const route of ROUTES) {
      test(`/${lang}${route.path}`, async ({ page, consoleProblems }) => {
        await open(page, `/${lang}${route.path}`);
        await expectFrame(page, lang);
        const breadcrumb = page.locator("main#contenu nav.fr-breadcrumb");
        await expect(breadcrumb.getByRole("link", { name: HOME[lang] })).toHaveAttribute("href", `/${lang}/univers-marin/pmr/accueil-pmr`);
        const label = lang in route ? (route as Record<string, string>)[lang] : undefined;
        if (label !== undefined) {
          await expect(breadcrumb.locator("[aria-current=page]")).toHaveText(label);
          await expect(page).toHaveTitle(`${PRODUCT[lang]} | ${label}`);
        } else {
          await expect(page).toHaveTitle(new RegExp(`^${PRODUCT[lang]} \\| .+`));
        }
        await expectAccessible(page);
        expect(consoleProblems.filter((problem) => !problem.includes("404"))).toEqual([]);
      });
    }
  }
});
