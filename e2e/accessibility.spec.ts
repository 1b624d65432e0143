import { expect, expectAccessible, openPage, test } from "./fixtures";
import { PORTAL_ENV } from "./stack";

const SECTIONS = {
  fr: [
    "État de conformité",
    "Résultats des tests",
    "Contenus non accessibles",
    "Établissement de cette déclaration",
    "Retour d'information et contact",
    "Voies de recours",
  ],
  en: [
    "Compliance status",
    "Test results",
    "Non-accessible content",
    "How this statement was drawn up",
    "Feedback and contact",
    "Means of redress",
  ],
  es: [
    "Estado de conformidad",
    "Resultados de las pruebas",
    "Contenidos no accesibles",
    "Elaboración de esta declaración",
    "Comentarios y contacto",
    "Vías de recurso",
  ],
} as const;

const RATE = { fr: /80,36\s%/, en: /80\.36%/, es: /80,36\s%/ } as const;

/** What the audit covers and what it found in the shell (docs/rgaa.md): the heading of the sample, its first and last page. */
const SCOPE = {
  fr: {
    conformant:
      "Le cadre commun du portail (en-tête, menus, pied de page et pages listées ci-dessous) respecte tous les critères du RGAA 4.1 qui lui sont applicables.",
    covers: /Cet audit couvre le cadre commun du portail.*Les pages de l'espace marin sont auditées par l'équipe qui les réalise\./,
    sample: "Pages ayant fait l'objet de la vérification de conformité",
    first: "Se connecter à mon espace marin",
    last: "Une page de l'espace marin, pour le cadre du portail qui l'entoure",
  },
  en: {
    conformant:
      "The portal's common frame (header, menus, footer and the pages listed below) meets every RGAA 4.1 criterion that applies to it.",
    covers: /This audit covers the portal's common frame.*The pages of the seafarer area are audited by the team that builds them\./,
    sample: "Pages checked for conformity",
    first: "Sign in to my seafarer area",
    last: "A page of the seafarer area, for the portal's frame around it",
  },
  es: {
    conformant:
      "El marco común del portal (encabezado, menús, pie de página y las páginas enumeradas a continuación) cumple todos los criterios del RGAA 4.1 que le son aplicables.",
    covers: /Esta auditoría abarca el marco común del portal.*Las páginas del espacio del marino las audita el equipo que las desarrolla\./,
    sample: "Páginas sometidas a la verificación de conformidad",
    first: "Iniciar sesión en mi espacio de marino",
    last: "Una página del espacio del marino, por el marco del portal que la rodea",
  },
} as const;

test.describe("the accessibility statement", () => {
  for (const lang of ["fr", "en", "es"] as const) {
    test(`/${lang}/accessibilite follows DSFR's model and has no axe violation`, async ({ page, consoleProblems }) => {
      await openPage(page, `/${lang}/accessibilite`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([...SECTIONS[lang]]);
      await expect(main.getByText(RATE[lang])).toBeVisible();
      await expect(main.getByText("RGAA", { exact: false }).first()).toBeVisible();
      await expect(main.getByText(/WCAG\) 2\.1/)).toBeVisible();
      await expectAccessible(page);
      expect(consoleProblems).toEqual([]);
    });
  }

  for (const lang of ["fr", "en", "es"] as const) {
    test(`/${lang}/accessibilite says what the audit covers and lists no exception the grid does not show`, async ({ page }) => {
      await openPage(page, `/${lang}/accessibilite`);
      const main = page.getByRole("main");
      await expect(main.getByText(SCOPE[lang].conformant)).toBeVisible();
      await expect(main.getByText(SCOPE[lang].covers)).toBeVisible();
      const sample = main.getByRole("heading", { level: 3, name: SCOPE[lang].sample });
      await expect(sample).toBeVisible();
      const pages = sample.locator("xpath=following-sibling::ul[1]").getByRole("listitem");
      await expect(pages).toHaveCount(10);
      await expect(pages.first()).toHaveText(SCOPE[lang].first);
      await expect(pages.last()).toHaveText(SCOPE[lang].last);
      // The dark theme's hover colours are fixed (src/app/dsfr-dark-contrast.css): no contrast exception is declared.
      await expect(main).not.toContainText(/3[.,]35/);
    });
  }

  test("the French statement: partial conformity, legal notices and the three recourses", async ({ page }) => {
    await openPage(page, "/fr/accessibilite");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Déclaration d'accessibilité");
    await expect(main.getByText("partiellement conforme")).toBeVisible();
    await expect(main.getByText("L'audit de conformité révèle que 80,36 % des critères du RGAA version 4.1 sont respectés.")).toBeVisible();

    const legal = main.getByRole("link", { name: "Mentions légales" });
    await expect(legal).toHaveAttribute("href", PORTAL_ENV.LINK_LEGAL_NOTICES ?? "");
    await expect(legal).toHaveAttribute("target", "_blank");
    await expect(legal).toHaveAttribute("title", "Mentions légales - nouvelle fenêtre");

    await expect(main.getByRole("link", { name: "Écrire un message au Défenseur des droits" })).toHaveAttribute(
      "href",
      "https://formulaire.defenseurdesdroits.fr/",
    );
    await expect(main.getByRole("link", { name: "Contacter le délégué du Défenseur des droits dans votre région" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.defenseurdesdroits\.fr\//,
    );
    await expect(main.getByText("Envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) :")).toBeVisible();
    await expect(main.locator("address")).toHaveText(/Défenseur des droits\s*Libre réponse 71120\s*75342 Paris CEDEX 07/);
  });

  test("the statement is in the exported HTML", async ({ request }) => {
    const response = await request.get("/accessibilite");
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Voies de recours");
  });
});
