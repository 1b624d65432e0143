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
