import { expect, test } from "./fixtures";
import type { EngineTab } from "./tab";
import { CERBERE_SEAFARER, DESKTOP, SEAFARER, moduleShows, signIn } from "./steps";

/** Past the warning (2 minutes before the logout, itself 30 s before the backend's 30 minutes), before the logout. */
const WARNING_AHEAD_MS = 28 * 60_000;

/**
 * The journeys that matter to users, written once and run in Chromium, Firefox and WebKit
 * (docs/cross-engine.md): what a regression in one engine alone would break.
 */
test.beforeEach(async ({ tab }) => {
  await tab.resize(DESKTOP.width, DESKTOP.height);
});

test("the sign-in page runs, accessible", async ({ tab }) => {
  await tab.open("/fr/login");
  expect(await tab.titleAndLang()).toEqual({ title: "Portail du marin | Se connecter à mon espace marin", lang: "fr" });
  await tab.seesText("Se connecter avec FranceConnect");
  await tab.seesText("Se connecter avec Cerbère");
  expect(await tab.axeViolations()).toEqual([]);
});

test("sign-in through FranceConnect, univers-marin through the shell's menu and its own links, the header's sign-out", async ({ tab }) => {
  await signIn(tab, "fc", "marin-fc");
  await tab.seesText("Vous êtes déjà authentifié avec FranceConnect.");
  await tab.click("main a", "Continuer");
  await tab.waitForUrl("the seafarer's home", (url) => url.pathname === "/fr/univers-marin/pmr/accueil");
  await moduleShows(tab, "Accueil de mon espace marin");
  await tab.click("header button", "Mes qualifications");
  await tab.click("header a", "Mes titres");
  await tab.waitForUrl("Mes titres", (url) => url.pathname === "/fr/univers-marin/pmr/mes-titres");
  await moduleShows(tab, "Mes titres");
  await tab.click("#univers-marin a", "Mes formations");
  await tab.waitForUrl("Mes formations", (url) => url.pathname === "/fr/univers-marin/pmr/formations");
  await moduleShows(tab, "Mes formations");
  expect(await tab.axeViolations()).toEqual([]);

  await tab.click("#univers-marin a", "Mes informations (portail)");
  await tab.waitForUrl("the account page", (url) => url.pathname === "/fr/mes-infos");
  await tab.seesText(SEAFARER);
  expect(await tab.axeViolations()).toEqual([]);

  await tab.click("header a", "Se déconnecter");
  await tab.waitForUrl("the sign-in page", (url) => url.pathname === "/fr/loginAyantDroit");
  await tab.ready();
  expect(await tab.showsNoText(SEAFARER)).toBe(true);
  await tab.seesText("Se connecter avec FranceConnect");
});

/** The page in the tab is the one history left, alive: a mark set on it before leaving is still there. */
const restoredFromCache = () => (window as Window & { engineMark?: boolean }).engineMark === true;
const markPage = () => ((window as Window & { engineMark?: boolean }).engineMark = true);

/** A sign-in page, in any language, and nobody signed in on it: no name, no sign-out in the header. */
async function expectSignedOutOnSignInPage(tab: EngineTab, what: string, name = SEAFARER): Promise<void> {
  await tab.waitForUrl(what, (url) => /^(\/(en|es|fr))?\/(login|loginAyantDroit)$/.test(url.pathname));
  await tab.ready();
  expect(await tab.showsNoText(name)).toBe(true);
  expect(
    await tab.evaluate(() => Array.from(document.querySelectorAll("header a")).some((link) => link.textContent.includes("Se déconnecter"))),
  ).toBe(false);
}

test("Back and Forward with the back/forward cache on: the page comes back within the session; after the sign-out, nobody's page", async ({
  tab,
}) => {
  await signIn(tab, "fc", "marin-fc");
  await tab.open("/fr/mes-infos");
  await tab.seesText(SEAFARER);
  await tab.act(markPage);
  await tab.open("/fr/plan-site");
  await tab.back();
  await tab.waitForUrl("the account page again", (url) => url.pathname === "/fr/mes-infos");
  await tab.seesText(SEAFARER);
  expect(await tab.evaluate(restoredFromCache), "the account page from the back/forward cache").toBe(true);
  await tab.forward();
  await tab.waitForUrl("the site map again", (url) => url.pathname === "/fr/plan-site");
  await tab.ready();
  await tab.back();
  await tab.waitForUrl("the account page once more", (url) => url.pathname === "/fr/mes-infos");
  await tab.seesText(SEAFARER);

  await tab.click("header a", "Se déconnecter");
  await tab.waitForUrl("the header's sign-in page", (url) => url.pathname === "/fr/loginAyantDroit");
  await tab.ready();
  await tab.back();
  await tab.waitForUrl("a page before the sign-out", (url) => url.pathname !== "/fr/loginAyantDroit");
  await expectSignedOutOnSignInPage(tab, "the account page, left for a sign-in page");
  await tab.forward();
  await expectSignedOutOnSignInPage(tab, "Forward, a sign-in page");
});

test("the session's time limit by keyboard: the warning takes the focus, keeps it, and Enter on « Prolonger la session » closes it; Cerbère's sign-in and the account page's sign-out", async ({
  tab,
}) => {
  await signIn(tab, "cer", "marin-cer");
  await tab.open("/fr/mes-infos");
  await tab.seesText(CERBERE_SEAFARER);
  // The page's clock moved on to the warning (the time limit's own clock reads Date.now) and
  // looked at again as when the tab comes back to the front: no engine lets a test move its time.
  await tab.act((ahead: number) => {
    const real = Date.now.bind(Date);
    Date.now = () => real() + ahead;
    document.dispatchEvent(new Event("visibilitychange"));
  }, WARNING_AHEAD_MS);
  await tab.seesText("Votre session va bientôt expirer");
  await tab.waitFor(
    "the focus on « Prolonger la session »",
    () => document.activeElement?.textContent.trim() === "Prolonger la session",
    [],
  );
  await tab.press("Tab");
  expect(await tab.focusIs("dialog button", "Se déconnecter")).toBe(true);
  await tab.press("Tab");
  expect(await tab.focusIs("dialog button", "Prolonger la session")).toBe(true);
  await tab.press("Shift+Tab");
  expect(await tab.focusIs("dialog button", "Se déconnecter")).toBe(true);
  await tab.press("Shift+Tab");
  await tab.press("Enter");
  await tab.waitFor("the warning closed", (title: string) => !document.body.innerText.includes(title), [
    "Votre session va bientôt expirer",
  ]);
  expect((await tab.url()).pathname).toBe("/fr/mes-infos");
  await tab.seesText(CERBERE_SEAFARER);

  // The account page's own sign-out, through Cerbère's end of session.
  await tab.click("main button", "Se déconnecter");
  await tab.click("dialog button", "Oui");
  await expectSignedOutOnSignInPage(tab, "the sign-in page after « Oui »", CERBERE_SEAFARER);
});

test("the registration form: a wrong number is said at the field and in an alert that takes the focus; the right one goes through", async ({
  tab,
}) => {
  await signIn(tab, "fc", "sans-habilitation", "/fr/login");
  await tab.open("/fr/inscription");
  await tab.tabTo("#numMarin");
  await tab.type("#numMarin", "12 34");
  await tab.seesText("Veuillez saisir les numéros en respectant le format attendu décrit dans l'aide contextuel.");
  expect(await tab.evaluate(() => (document.querySelector("#numMarin") as HTMLInputElement).value)).toBe("1234");
  await tab.press("Enter");
  await tab.waitFor("the alert focused", () => document.activeElement?.matches("[data-registration-alert]") === true, []);
  await tab.seesText("Vos données d'inscription ne sont pas correctes.");
  expect(await tab.axeViolations()).toEqual([]);
  await tab.type("#numMarin", "5678");
  await tab.press("Enter");
  await tab.waitForUrl("the seafarer home", (url) => url.pathname === "/fr/univers-marin/pmr/accueil-pmr");
});

for (const [path, title, lang] of [
  ["/en/login", "Seafarer portal | Sign in to my seafarer area", "en"],
  ["/es/plan-site", "Portal del marino | Mapa del sitio", "es"],
] as const) {
  test(`a page in ${lang === "en" ? "English" : "Spanish"}: ${path}, its title and language, accessible`, async ({ tab }) => {
    await tab.open(path);
    expect(await tab.titleAndLang()).toEqual({ title, lang });
    expect(await tab.axeViolations()).toEqual([]);
  });
}
