import { type Page } from "@playwright/test";
import { ROUTES, fillPattern } from "../src/route-table/table";
import { expect, expectAccessible, openPage, test } from "./fixtures";
import { HEADER_STATES } from "./header-states";
import { SHELL_PAGES, knownFor } from "./route-pages";

// The menu is a habilité seafarer's and a 401 logs a visitor out of these pages (spec 4 and 6).
const WIDEST_FRAME = "marin-fc";
test.use({ persona: WIDEST_FRAME });

interface Labels {
  readonly fr: string;
  readonly en?: string;
  readonly es?: string;
}

/** The breadcrumb label of each shell page in French, and in the other languages where checked. */
const LABELS: Readonly<Record<string, Labels>> = {
  "/plan-site": { fr: "Plan du site", en: "Site map", es: "Mapa del sitio" },
  "/accessibilite": { fr: "Accessibilité", en: "Accessibility", es: "Accesibilidad" },
  "/login": { fr: "Se connecter à mon espace marin" },
  "/loginAyantDroit": { fr: "Se connecter pour prendre un RDV médical à la place d'un marin" },
  "/login-agent": { fr: "Se connecter à l'espace marin en tant qu'agent" },
  "/inscription": { fr: "Finalisation de l'inscription" },
  "/mes-infos": { fr: "Mon compte", en: "My account", es: "Mi cuenta" },
  "/erreurRdvMarin": { fr: "Informations sur le marin concerné par le rendez-vous médical : erreur" },
};

/** Every route of spec 2.1 as the route table lists it, one error page, and the not-found page. */
const PAGES: ReadonlyArray<Labels & { readonly path: string }> = [
  ...SHELL_PAGES.map((path) => ({ path, ...knownFor("breadcrumb labels", LABELS, path) })),
  {
    path: fillPattern(ROUTES.error.path, { errorCode: "500" }),
    fr: "Erreur 500 : erreur inattendue",
    en: "Error 500: unexpected error",
    es: "Error 500: error inesperado",
  },
  { path: "/nulle-part", fr: "Page non trouvée" },
];

const PRODUCT = { fr: "Portail du marin", en: "Seafarer portal", es: "Portal del marino" } as const;
const HOME = { fr: "Accueil", en: "Home", es: "Inicio" } as const;

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
    for (const route of PAGES) {
      test(`/fr${route.path} in the ${theme} theme`, async ({ page, consoleProblems }) => {
        // What the display settings store (react-dsfr also records the site's default scheme).
        await page.addInitScript((scheme) => {
          localStorage.setItem("scheme-website-config-default", "system");
          localStorage.setItem("scheme", scheme);
        }, theme);
        await openPage(page, `/fr${route.path}`);
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

/**
 * English and Spanish are the French templates with other words: each page in one of the two, in
 * turn down the list, so that both languages go through every template and each page through one.
 */
const OTHER_LANGUAGE_PAGES = PAGES.map((route, index) => ({ route, lang: index % 2 === 0 ? ("en" as const) : ("es" as const) }));

test.describe("every shell route in English or Spanish, in turn", () => {
  for (const { route, lang } of OTHER_LANGUAGE_PAGES) {
    test(`/${lang}${route.path}`, async ({ page, consoleProblems }) => {
      await openPage(page, `/${lang}${route.path}`);
      await expectFrame(page, lang);
      const breadcrumb = page.locator("main#contenu nav.fr-breadcrumb");
      await expect(breadcrumb.getByRole("link", { name: HOME[lang] })).toHaveAttribute("href", `/${lang}/univers-marin/pmr/accueil-pmr`);
      const label = route[lang];
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
});

test.describe("the frame in each of its states (header-states.ts), light and dark", () => {
  for (const theme of ["light", "dark"] as const) {
    for (const state of HEADER_STATES.filter(({ persona }) => persona !== WIDEST_FRAME)) {
      test.describe(() => {
        test.use({ persona: state.persona });
        test(`/fr${state.page} as ${state.name}, in the ${theme} theme`, async ({ page, consoleProblems }) => {
          await page.addInitScript((scheme) => {
            localStorage.setItem("scheme-website-config-default", "system");
            localStorage.setItem("scheme", scheme);
          }, theme);
          await openPage(page, `/fr${state.page}`);
          await expect(page.locator("html")).toHaveAttribute("data-fr-theme", theme);
          await expect(page.getByRole("banner")).toBeVisible();
          await expect(page.getByRole("contentinfo")).toBeVisible();
          expect(new URL(page.url()).pathname).toBe(`/fr${state.page}`);
          await expectAccessible(page);
          expect(consoleProblems.filter((problem) => !problem.includes("404"))).toEqual([]);
        });
      });
    }
  }
});
