import { appReady, expect, expectAccessible, openPage, test } from "./fixtures";
import { REGISTRATION_DRAFT_KEY } from "../src/features/registration/registration-draft";
import { clearFaults, injectFault } from "./session-sign-in";

test.describe("/login once habilitated through FranceConnect", () => {
  test.use({ persona: "marin-fc" });

  test("the FC block says so, Cerbère is disabled and Continuer leads to the seafarer home", async ({ page, consoleProblems }) => {
    await openPage(page, "/fr/login");
    await expect(page.getByText("Vous êtes déjà authentifié avec FranceConnect.")).toBeVisible();
    await expect(page.locator(".fr-connect-group a.fr-connect")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Se connecter avec Cerbère" })).toBeDisabled();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Continuer" }).click();
    await expect(page).toHaveURL(/\/fr\/univers-marin\/pmr\/accueil$/);
    await expect(page.locator("main #univers-marin").getByRole("heading", { level: 1, name: "Accueil de mon espace marin" })).toBeVisible();
    await expectAccessible(page);
    expect(consoleProblems).toEqual([]);
  });
});

test.describe("/login once habilitated through Cerbère", () => {
  test.use({ persona: "marin-cer" });

  test("the mirror: the Cerbère block says so and the state sign-on is disabled", async ({ page }) => {
    await openPage(page, "/en/login");
    await expect(page.getByText("You are already signed in with Cerbère.")).toBeVisible();
    await expect(page.getByRole("button", { name: /FranceConnect/ }).first()).toBeDisabled();
    await expect(page.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/en/univers-marin/pmr/accueil");
  });
});

test.describe("/loginAyantDroit connected without habilitation", () => {
  test.use({ persona: "ayant-droit" });

  test("Continuer to the appointment request replaces the state sign-on, and the header offers the logout", async ({ page }) => {
    await openPage(page, "/fr/loginAyantDroit");
    await expect(page.getByRole("link", { name: "Continuer" })).toHaveAttribute("href", "/fr/univers-marin/demandes/rendez-vous");
    await expect(page.locator(".fr-connect-group")).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "Se déconnecter" }).first()).toBeAttached();
    await expectAccessible(page);
  });
});

test.describe("/login-agent for an agent", () => {
  test.use({ persona: "agent" });

  test("the sign-in is disabled by the agent right, Continuer leads to the seafarer search, the agent banner shows", async ({ page }) => {
    await openPage(page, "/fr/login-agent");
    await expect(page.getByRole("button", { name: "Se connecter avec Cerbère" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "Continuer" })).toHaveAttribute("href", "/fr/univers-marin/agent/rechercher-marin");
    await expect(page.getByText("Connecté en tant qu'agent")).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("registration sends the reconciliation", () => {
  test.use({ persona: "sans-habilitation" });

  test("a reconciled seafarer reaches the home page with a full page load", async ({ page }) => {
    await openPage(page, "/fr/inscription");
    const reconciliation = page.waitForRequest((request) => request.url().endsWith("/api/reconciliation/manuelle"));
    await page.getByRole("textbox", { name: /Numéro de marin/ }).fill("12345678");
    await page.getByRole("button", { name: "Valider l'inscription" }).click();
    expect((await reconciliation).postDataJSON()).toEqual({ numMarin: "12345678" });
    await page.waitForURL(/\/fr\/univers-marin\/pmr\/accueil-pmr$/);
  });

  test("Annuler records the journal event of spec point 7, then logs out", async ({ page }) => {
    await openPage(page, "/fr/inscription");
    const event = page.waitForRequest((request) => request.url().endsWith("/api/evenements") && request.method() === "POST");
    const logout = page.waitForRequest((request) => new URL(request.url()).pathname === "/logout");
    await page.getByRole("button", { name: "Annuler" }).click();
    expect((await event).postDataJSON()).toMatchObject({
      description: "a user abandoned the manual reconciliation process",
      domaineApplicatif: 1,
      service: "ENM",
      libelleAction: "login_enm_reconciliation_cancel",
      typeEvenement: 8,
    });
    await logout;
    // The journey ends on the sign-in page the logout leads to (closing the browser mid-load could hang).
    await page.waitForURL(/\/login$/);
    await appReady(page);
  });
});

test.describe("a failed reconciliation", () => {
  test.use({ persona: "reconciliation-echec-3" });

  test("goes to /login with its error, shown under the seafarer title", async ({ page }) => {
    await openPage(page, "/fr/inscription");
    await page.getByRole("textbox", { name: /Numéro de marin/ }).fill("TI12345");
    await page.getByRole("button", { name: "Valider l'inscription" }).click();
    await page.waitForURL(/\/fr\/login\?errorId=3$/, { waitUntil: "commit" });
    await appReady(page);
    await expect(page.getByRole("heading", { name: "Erreur : lors de la connexion / habilitation" })).toBeVisible();
    // The service has answered: the refused number is not kept as a draft (registration-draft.ts).
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), REGISTRATION_DRAFT_KEY)).toBeNull();
  });
});

test.describe("my account for a habilité seafarer", () => {
  test.use({ persona: "marin-fc" });

  test("shows who is connected, from the identity banner", async ({ page }) => {
    await openPage(page, "/fr/mes-infos");
    await expect(page.locator("main [data-connected-as]")).toHaveText("Connecté en tant que Yann Le Goff");
  });
});

test.describe("the menu's medical-appointment hand-off", () => {
  test.use({ persona: "marin-fc" });

  test("on a url, a new tab posts the form to the medical site: every parameter as a field, tkaction out of the action", async ({
    page,
    context,
  }) => {
    const received: { url: string; body: string }[] = [];
    // The fake receiving site.
    await context.route("https://rdv-sante-marin.example.gouv.fr/**", async (route) => {
      received.push({ url: route.request().url(), body: route.request().postData() ?? "" });
      await route.fulfill({ contentType: "text/html", body: "<!doctype html><title>RDV</title><h1>Reçu</h1>" });
    });
    await openPage(page, "/fr/univers-marin/pmr/accueil-pmr");
    const menu = page.locator("nav#menu");
    await menu.getByRole("button", { name: "Mes demandes" }).click();
    const tab = context.waitForEvent("page");
    await menu.getByRole("link", { name: "Demander un RDV médical", exact: true }).click();
    await (await tab).waitForLoadState();
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]?.url).toBe("https://rdv-sante-marin.example.gouv.fr/connexion?jeton=8f3a2c91&origine=portail");
    expect(new URLSearchParams(received[0]?.body)).toEqual(new URLSearchParams("tkaction=autoconnexion&jeton=8f3a2c91&origine=portail"));
    await expect(page).toHaveURL(/\/fr\/univers-marin\/pmr\/accueil-pmr$/);
  });

  test("a url off the medical portal's origin: the tab closes before use and an alert says so, in the user's language", async ({
    page,
    context,
    request,
  }) => {
    const posted: string[] = [];
    await context.route("https://evil.example/**", async (route) => {
      posted.push(route.request().url());
      await route.fulfill({ contentType: "text/html", body: "<!doctype html><title>x</title>" });
    });
    await injectFault(context, request, "hand-off-foreign", {
      path: "/api/demandes/rdvsantemarin/autoconnexion",
      status: 200,
      body: JSON.stringify({ url: "https://evil.example/connexion?tkaction=autoconnexion&jeton=1" }),
    });
    try {
      await openPage(page, "/en/univers-marin/pmr/accueil-pmr");
      const menu = page.locator("nav#menu");
      await menu.getByRole("button", { name: "My requests" }).click();
      const tab = context.waitForEvent("page");
      await menu.getByRole("link", { name: "Request a medical appointment", exact: true }).click();
      const opened = await tab;
      await expect.poll(() => opened.isClosed()).toBe(true);
      await expect(page.getByText("The address of the medical appointment service is not valid: it was not opened.")).toBeVisible();
      await expect(page).toHaveURL(/\/en\/univers-marin\/pmr\/accueil-pmr$/);
      expect(posted).toEqual([]);
      await expectAccessible(page);
    } finally {
      await clearFaults(request, "hand-off-foreign");
    }
  });

  test("on an erreur, the tab closes and the message shows on /erreurRdvMarin, as text", async ({ page, context, request }) => {
    await injectFault(context, request, "hand-off-erreur", {
      path: "/api/demandes/rdvsantemarin/autoconnexion",
      status: 200,
      body: JSON.stringify({ erreur: "<i>Aucun marin</i> n'est associé à ce compte." }),
    });
    try {
      await openPage(page, "/fr/univers-marin/pmr/accueil-pmr");
      const menu = page.locator("nav#menu");
      await menu.getByRole("button", { name: "Mes demandes" }).click();
      const tab = context.waitForEvent("page");
      await menu.getByRole("link", { name: "Demander un RDV médical", exact: true }).click();
      const opened = await tab;
      await expect.poll(() => opened.isClosed()).toBe(true);
      await expect(page).toHaveURL(/\/fr\/erreurRdvMarin$/);
      await expect(page.getByText("<i>Aucun marin</i> n'est associé à ce compte.")).toBeVisible();
      await expectAccessible(page);
    } finally {
      await clearFaults(request, "hand-off-erreur");
    }
  });
});
