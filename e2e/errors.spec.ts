import { expect, expectAccessible, openPage, test } from "./fixtures";
import type { Page } from "@playwright/test";

/** Spec point 8 word for word, and the advice written for each code. */
const FRENCH = {
  400: { title: "Mauvaise requête", lead: undefined, advice: "Le service n'a pas pu traiter la demande telle qu'elle a été envoyée." },
  401: {
    title: "Non autorisé",
    lead: "L'accès est refusé en raison d'informations d'identification non valides.",
    advice: "Connectez-vous à nouveau, puis réessayez.",
  },
  403: {
    title: "Permission refusée",
    lead: "Vous n'avez pas la permission pour cette demande.",
    advice: "Si vous pensez qu'il s'agit d'une erreur, contactez votre service local.",
  },
  404: {
    title: "Page non trouvée",
    lead: "Nous n'arrivons pas à trouver la page que vous cherchiez",
    advice: "vérifiez qu'elle est correcte",
  },
  408: {
    title: "Expiration du délai d'attente",
    lead: "Cette demande a pris trop de temps à traiter.",
    advice: "Vérifiez votre connexion",
  },
  500: {
    title: "Erreur inattendue",
    lead: "Désolé, le service rencontre un problème",
    advice: "Essayez de rafraîchir la page ou bien réessayez plus tard.",
  },
  503: { title: "Service indisponible", lead: "Veuillez réessayer plus tard.", advice: "Excusez-nous pour la gêne occasionnée." },
} as const;

/** A French error page. */
async function expectErrorPage(page: Page, code: string, title: string, homeHref: string): Promise<void> {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(main.getByText(`Erreur ${code}`, { exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: "Page d'accueil" })).toHaveAttribute("href", homeHref);
}

test.describe("the error pages in French", () => {
  for (const [code, texts] of Object.entries(FRENCH)) {
    test(`/fr/error/${code} shows the texts of spec point 8`, async ({ page, consoleProblems }) => {
      await openPage(page, `/fr/error/${code}`);
      await expectErrorPage(page, code, texts.title, "/fr/univers-marin/pmr/accueil-pmr");
      const main = page.getByRole("main");
      if (texts.lead) await expect(main.getByText(texts.lead)).toBeVisible();
      await expect(main.getByText(texts.advice)).toBeVisible();
      // The title names the error, as the h1 does (RGAA 8.6).
      await expect(page).toHaveTitle(`Portail du marin | Erreur ${code} : ${texts.title.toLowerCase()}`);
      // One template for every code: axe checks the one without a lead here, the page matrix the 500.
      if (texts.lead === undefined) await expectAccessible(page);
      expect(consoleProblems).toEqual([]);
    });
  }

  test("400 has no paragraph of its own", async ({ page }) => {
    await openPage(page, "/fr/error/400");
    await expect(page.locator("main .fr-text--lead")).toHaveCount(0);
  });

  test("the unprefixed path is French and its home button stays unprefixed", async ({ page }) => {
    await openPage(page, "/error/503");
    await expectErrorPage(page, "503", "Service indisponible", "/univers-marin/pmr/accueil-pmr");
  });

  test("the exported error page reads without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/fr/error/408");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Expiration du délai d'attente");
    await context.close();
  });
});

test.describe("the error pages in English and Spanish", () => {
  test("/en/error/401", async ({ page, consoleProblems }) => {
    await openPage(page, "/en/error/401");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Unauthorised");
    await expect(page.getByText("Error 401", { exact: true })).toBeVisible();
    await expect(page.getByText("Access is denied because of invalid credentials.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/en/univers-marin/pmr/accueil-pmr");
    await expectAccessible(page);
    expect(consoleProblems).toEqual([]);
  });

  test("/es/error/500", async ({ page, consoleProblems }) => {
    await openPage(page, "/es/error/500");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Error inesperado");
    await expect(page.getByText("Error 500", { exact: true })).toBeVisible();
    await expect(page.getByText("Intente actualizar la página o vuelva a intentarlo más tarde.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Página de inicio" })).toHaveAttribute("href", "/es/univers-marin/pmr/accueil-pmr");
    await expectAccessible(page);
    expect(consoleProblems).toEqual([]);
  });
});

test.describe("codes without texts of their own", () => {
  for (const [path, title, code] of [
    ["/fr/error/418", "Mauvaise requête", "418"],
    ["/fr/error/499", "Mauvaise requête", "499"],
    ["/fr/error/502", "Erreur inattendue", "502"],
    ["/error/302", "Erreur inattendue", "302"],
  ] as const) {
    test(`${path} borrows the ${title} text and keeps its code`, async ({ page, request, consoleProblems }) => {
      expect((await request.get(path)).status()).toBe(200);
      await openPage(page, path);
      await expectErrorPage(
        page,
        code,
        title,
        path.startsWith("/fr") ? "/fr/univers-marin/pmr/accueil-pmr" : "/univers-marin/pmr/accueil-pmr",
      );
      expect(consoleProblems).toEqual([]);
    });
  }

  test("/en/error/429 is the English 400 text", async ({ page }) => {
    await openPage(page, "/en/error/429");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Bad request");
    await expect(page.getByText("Error 429", { exact: true })).toBeVisible();
  });
});

test.describe("an error code that is not one", () => {
  for (const path of [
    "/error/abc",
    "/fr/error/-1",
    "/fr/error/999999",
    "/en/error/99999999999999999999999999999999",
    "/fr/error/0400",
    "/fr/error/",
  ]) {
    test(`${path} is the not-found page with a 404`, async ({ page, request, consoleProblems }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).not.toContain("nginx");
      await openPage(page, path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
        path.startsWith("/en") ? "Page not found" : "Page non trouvée",
      );
      expect(consoleProblems.filter((problem) => !problem.includes("404"))).toEqual([]);
    });
  }
});

test.describe("the not-found page", () => {
  // A visitor's 401 logs out of an unknown path (spec 4): a signed-in seafarer mistyping a URL.
  test.use({ persona: "marin-fc" });
  for (const [lang, title, lead, home] of [
    ["fr", "Page non trouvée", "Nous n'arrivons pas à trouver la page que vous cherchiez", "Page d'accueil"],
    ["en", "Page not found", "We cannot find the page you were looking for", "Home page"],
    ["es", "Página no encontrada", "No encontramos la página que buscaba", "Página de inicio"],
  ] as const) {
    test(`/${lang}/nulle-part has the 404 texts and no axe violation`, async ({ page, consoleProblems }) => {
      await openPage(page, `/${lang}/nulle-part`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(main.getByText(lead)).toBeVisible();
      await expect(main.getByText(lang === "fr" ? "Erreur 404" : "Error 404", { exact: true })).toBeVisible();
      await expect(main.getByRole("link", { name: home })).toHaveAttribute("href", `/${lang}/univers-marin/pmr/accueil-pmr`);
      await expectAccessible(page);
      expect(consoleProblems.filter((problem) => !problem.includes("404"))).toEqual([]);
    });
  }
});
