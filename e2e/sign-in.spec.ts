import type { Locator, Page } from "@playwright/test";
import { appReady, expect, expectAccessible, openPage, test } from "./fixtures";
import { signInAs } from "./session-sign-in";
import { PORTAL_ENV } from "./stack";

/** Keyboard only: Tab until the locator has focus. */
async function tabTo(page: Page, target: Locator, maxTabs = 60): Promise<void> {
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("never reached the element with Tab");
}

test.describe("sign-in pages, nobody signed in", () => {
  test("/login offers FranceConnect, as DSFR presents it, and Cerbère", async ({ page, consoleProblems }) => {
    await openPage(page, "/fr/login");
    await expect(page.getByRole("heading", { level: 1, name: "Se connecter à mon espace marin" })).toBeVisible();
    const franceConnect = page.locator(".fr-connect-group a.fr-connect");
    await expect(franceConnect).toHaveAttribute("href", "/oauth2/authorization/fc");
    await expect(franceConnect).toContainText("FranceConnect");
    await expect(page.getByRole("link", { name: /Qu’est-ce que FranceConnect \?/ })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: "Se connecter avec Cerbère" })).toHaveAttribute("href", "/oauth2/authorization/cer");
    await expect(page.getByText("Vous êtes déjà authentifié avec")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Je n'ai pas de compte Cerbère" })).toBeVisible();
    await expect(page.locator("[data-sign-in-error]")).toHaveCount(0);
    await expectAccessible(page);
    expect(consoleProblems).toEqual([]);
  });

  test("the account-creation modal: three steps, the note, Continuer in a new tab; focus trapped and returned", async ({
    page,
    consoleProblems,
  }) => {
    await openPage(page, "/fr/login");
    const opener = page.getByRole("button", { name: "Créer mon compte Cerbère" });
    await tabTo(page, opener);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Créer un compte Cerbère" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("ol > li")).toHaveCount(3);
    await expect(dialog).toContainText("Créez votre compte");
    await expect(dialog).toContainText("Activez votre compte en vous connectant une première fois");
    await expect(dialog).toContainText("après au moins une tentative de connexion");
    const continueLink = dialog.getByRole("link", { name: /Continuer/ });
    await expect(continueLink).toHaveAttribute("href", PORTAL_ENV.CERBERE_ACCOUNT_CREATION_URL ?? "(not configured)");
    await expect(continueLink).toHaveAttribute("target", "_blank");
    await expect(continueLink).toHaveAttribute("title", "Continuer - nouvelle fenêtre");
    await expectAccessible(page);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(consoleProblems).toEqual([]);
  });

  test("/loginAyantDroit signs in with the ayant-droit providers and has the same modal", async ({ page, consoleProblems }) => {
    await openPage(page, "/fr/loginAyantDroit");
    await expect(
      page.getByRole("heading", { level: 1, name: "Se connecter pour prendre un RDV médical à la place d'un marin" }),
    ).toBeVisible();
    await expect(page.locator(".fr-connect-group a.fr-connect")).toHaveAttribute("href", "/oauth2/authorization/fc-ayant-droit");
    await expect(page.getByRole("link", { name: "Se connecter avec Cerbère" })).toHaveAttribute(
      "href",
      "/oauth2/authorization/cer-ayant-droit",
    );
    await expectAccessible(page);
    await page.getByRole("button", { name: "Créer mon compte Cerbère" }).click();
    await expect(page.getByRole("dialog", { name: "Créer un compte Cerbère" })).toBeVisible();
    await expectAccessible(page);
    expect(consoleProblems).toEqual([]);
  });

  test("/login-agent signs in with the agent provider", async ({ page, consoleProblems }) => {
    await openPage(page, "/fr/login-agent");
    await expect(page.getByRole("heading", { level: 1, name: "Se connecter à l'espace marin en tant qu'agent" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Se connecter avec Cerbère" })).toHaveAttribute("href", "/oauth2/authorization/cer-agent");
    await expect(page.getByRole("link", { name: "Continuer" })).toHaveCount(0);
    await expectAccessible(page);
    expect(consoleProblems).toEqual([]);
  });
});

// Each errorId's sentence, and the generic one for hostile values, are held by
// src/features/sign-in/SignInErrorAlert.test.tsx; here, what only the page shows.
test.describe("sign-in errors from the URL", () => {
  test("errorId=2 shows ME_AUTH_MAR_2 under the seafarer title", async ({ page, consoleProblems }) => {
    await openPage(page, "/fr/login?errorId=2");
    const alert = page.locator('[data-sign-in-error="ME_AUTH_MAR_2"]');
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("heading", { name: "Erreur : lors de la connexion / habilitation" })).toBeVisible();
    expect((await alert.innerText()).length).toBeGreaterThan(60);
    await expectAccessible(page);
    expect(consoleProblems).toEqual([]);
  });

  test("errorId inside the state parameter is read too", async ({ page }) => {
    await openPage(page, `/loginAyantDroit?state=${encodeURIComponent("abc123&errorId=7")}`);
    await expect(page.locator('[data-sign-in-error="ME_AUTH_MAR_7"]')).toBeVisible();
  });

  test("errorId=1 is the agent's ME_AUTH_AG_1 under 'Erreur :', and generic for seafarers", async ({ page }) => {
    await openPage(page, "/fr/login-agent?errorId=1");
    const alert = page.locator('[data-sign-in-error="ME_AUTH_AG_1"]');
    await expect(alert.getByRole("heading", { name: "Erreur :", exact: true })).toBeVisible();
    await expect(alert).toContainText("Vous ne disposez pas du profil autorisant l'accès à cette page.");
    await expectAccessible(page);
    await openPage(page, "/fr/login?errorId=1");
    await expect(page.locator('[data-sign-in-error="generic"]')).toBeVisible();
  });

  test("a hostile errorId gives the generic message, is never echoed, and nothing of it runs", async ({ page }) => {
    const errorId = "<img src=x onerror=window.__pwned=1>";
    await openPage(page, `/fr/login?${new URLSearchParams({ errorId }).toString()}`);
    const alert = page.locator('[data-sign-in-error="generic"]');
    await expect(alert).toContainText("La connexion n'a pas abouti.");
    expect(await page.locator("main").innerHTML()).not.toContain(errorId);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

test.describe("registration", () => {
  // Signed in, without habilitation yet: who finishes registering (a visitor is logged out here).
  test.use({ persona: "sans-habilitation" });
  test("keyboard only: spaces stripped, format checked once dirty, alert focused on a failed submit", async ({ page, consoleProblems }) => {
    await openPage(page, "/fr/inscription");
    await expect(page.getByRole("heading", { level: 1, name: "Finalisation de l'inscription" })).toBeVisible();
    const field = page.getByRole("textbox", { name: /Numéro de marin/ });
    // The hint is in the label (DSFR), so in the name, and read once: nothing describes the field again.
    await expect(field).toHaveAccessibleName(
      "Numéro de marin Le numéro saisi doit comporter 8 chiffres (ex : 12345678) ou commencer par ** (ex : **12345) ou commencer par TI (ex : TI12345)",
    );
    await expect(field).toHaveAccessibleDescription("");
    await expectAccessible(page);

    const alert = page.locator("[data-registration-alert]");
    const fieldError = "Veuillez saisir les numéros en respectant le format attendu décrit dans l'aide contextuel.";
    await tabTo(page, field);
    await page.keyboard.press("Enter");
    await expect(alert).toBeFocused();
    await expect(alert).toHaveText("Vos données d'inscription ne sont pas correctes.");

    await tabTo(page, field);
    await page.keyboard.type("12 34\u00A056");
    await expect(field).toHaveValue("123456");
    await expect(page.getByText(fieldError)).toBeVisible();
    await expect(field).toHaveAttribute("aria-describedby", /numMarin-desc-error/);
    // DSFR's stylesheet ends each message with a hidden separator for screen readers (". "), which
    // is in the description once that stylesheet has loaded.
    await expect(field).toHaveAccessibleDescription(new RegExp(`^${fieldError.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\.)?$`));
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#numMarin-desc-error")).toHaveText(fieldError);
    await expectAccessible(page);

    await page.keyboard.press("Enter");
    await expect(alert).toBeFocused();

    await tabTo(page, field);
    await page.keyboard.press("End");
    await page.keyboard.type(" 78");
    await expect(field).toHaveValue("12345678");
    await expect(page.getByText(fieldError)).toHaveCount(0);
    await expect(alert).toHaveCount(0);
    await expect(field).toHaveAccessibleDescription("");

    await page.keyboard.press("Control+A");
    await page.keyboard.press("Backspace");
    await page.keyboard.type("TI 12 345");
    await expect(field).toHaveValue("TI12345");
    await expect(page.getByText(fieldError)).toHaveCount(0);
    await page.keyboard.press("Control+A");
    await page.keyboard.type("**1234567");
    await expect(page.getByText(fieldError)).toBeVisible();
    await expect(page.getByRole("button", { name: "Annuler" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Valider l'inscription" })).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test("pasted text keeps no space and Unicode digits are refused", async ({ page }) => {
    await openPage(page, "/fr/inscription");
    const field = page.getByRole("textbox", { name: /Numéro de marin/ });
    await field.focus();
    await page.keyboard.insertText("１２３４５６７８");
    await expect(
      page.getByText("Veuillez saisir les numéros en respectant le format attendu décrit dans l'aide contextuel."),
    ).toBeVisible();
    await page.keyboard.press("Control+A");
    await page.keyboard.insertText("\u2003 8765\u202F4321 \n");
    await expect(field).toHaveValue("87654321");
    await expect(page.locator("[data-registration-alert]")).toHaveCount(0);
  });
});

test.describe("my account", () => {
  test.use({ persona: "marin-fc" });
  test("keyboard only: the logout dialog, Non closes and returns focus, focus trapped, Oui loads the medical logout page, clears storage and logs out", async ({
    page,
    consoleProblems,
  }) => {
    const medicalRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url() === PORTAL_ENV.MEDICAL_PORTAL_LOGOUT_URL) medicalRequests.push(request.url());
    });
    await openPage(page, "/fr/mes-infos");
    await expect(page.getByRole("heading", { level: 1, name: "Mon compte" })).toBeVisible();
    await expectAccessible(page);
    const logoutButton = page.getByRole("button", { name: "Se déconnecter" });
    await tabTo(page, logoutButton);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Souhaitez-vous vous déconnecter ?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await tabTo(page, dialog.getByRole("button", { name: "Non" }), 6);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(logoutButton).toBeFocused();
    expect(medicalRequests).toEqual([]);

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.evaluate(() => localStorage.setItem("e2e-left-by-the-session", "1"));
    await tabTo(page, dialog.getByRole("button", { name: "Oui" }), 6);
    const medicalPage = page.waitForResponse((response) => response.url() === PORTAL_ENV.MEDICAL_PORTAL_LOGOUT_URL);
    await page.keyboard.press("Enter");
    expect((await medicalPage).status()).toBe(200);
    expect(medicalRequests).toHaveLength(1);
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("e2e-left-by-the-session"))).toBeNull();
    expect(consoleProblems).toEqual([]);
  });
});

test.describe("medical-appointment error page", () => {
  test.use({ persona: "ayant-droit" });
  test("reached directly, it shows a generic sentence", async ({ page, consoleProblems }) => {
    await openPage(page, "/fr/erreurRdvMarin");
    await expect(
      page.getByRole("heading", { level: 1, name: "Informations sur le marin concerné par le rendez-vous médical : erreur" }),
    ).toBeVisible();
    await expect(
      page.getByText("Le service de prise de rendez-vous médical n'a pas pu être ouvert. Veuillez réessayer plus tard."),
    ).toBeVisible();
    await expectAccessible(page);
    expect(consoleProblems).toEqual([]);
  });

  test("a message in history state is shown as text, even after a reload", async ({ page, consoleProblems }) => {
    await openPage(page, "/fr/erreurRdvMarin");
    await page.evaluate(() => {
      history.replaceState({ ...(history.state as object), appointmentError: "<b>Aucun marin</b> rattaché" }, "");
    });
    await page.reload();
    await appReady(page);
    await expect(page.getByText("<b>Aucun marin</b> rattaché")).toBeVisible();
    await expect(page.locator("main b")).toHaveCount(0);
    expect(consoleProblems).toEqual([]);
  });
});

test.describe("in English", () => {
  test("a journey: the persona chooser, the modal, an error, a failed then a successful registration, the account", async ({
    page,
    consoleProblems,
  }) => {
    await openPage(page, "/en/login");
    await expect(page.getByRole("link", { name: "Sign in with Cerbère" })).toBeVisible();
    await expect(page.getByRole("link", { name: /What's FranceConnect/ })).toBeVisible();
    await page.getByRole("button", { name: "Create my Cerbère account" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a Cerbère account" });
    await expect(dialog.getByRole("link", { name: /Continue/ })).toHaveAttribute("title", "Continue - new window");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await openPage(page, "/en/login?errorId=9");
    await expect(page.getByRole("heading", { name: "Error: during sign-in / authorisation" })).toBeVisible();
    await expect(page.getByText("Access failed. Please choose another way to sign in.")).toBeVisible();

    await signInAs(page, "fc", "sans-habilitation", "/en/login");
    await openPage(page, "/en/inscription");
    await page.getByRole("button", { name: "Confirm registration" }).click();
    await expect(page.locator("[data-registration-alert]")).toHaveText("Your registration details are not correct.");
    await expectAccessible(page);
    await page.getByRole("textbox", { name: /Seafarer number/ }).fill("1234 5678");
    await page.getByRole("button", { name: "Confirm registration" }).click();
    await page.waitForURL(/\/en\/univers-marin\/pmr\/accueil-pmr$/);

    await openPage(page, "/en/login");
    await expect(page.getByText("You are already signed in with FranceConnect.")).toBeVisible();
    await openPage(page, "/en/mes-infos");
    await expect(page.locator("[data-connected-as]")).toContainText("Gwenaëlle Tanguy");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("dialog", { name: "Do you want to sign out?" })).toBeVisible();
    await page.getByRole("button", { name: "No" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(consoleProblems).toEqual([]);
  });
});
