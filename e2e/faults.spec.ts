import type { Locator, Page, Route, TestInfo } from "@playwright/test";
import { appReady, expect, expectAccessible, openPage, pageSettled, test } from "./fixtures";
import { holdRequests } from "./held-requests";
import { clearFaults, injectFault, recordApiCalls } from "./session-sign-in";
import { PORTAL_ENV, UNIVERS_MARIN_URL } from "./stack";

/**
 * Issue 8, faults: each one has a harmless outcome with a way forward, and nothing typed is
 * lost. Other faults are covered where their feature is tested: 500/503 on the session calls and
 * malformed session answers (api.spec.ts), a 401 on them (session.spec.ts), univers-marin host
 * down, throwing or slow to mount (univers-marin-failures.spec.ts), env.js missing
 * (runtime-config.spec.ts), Matomo unreachable (analytics.spec.ts).
 *
 * The backend's faults go through the real nginx (mock/backend/faults.ts, scoped by a cookie
 * so parallel tests do not collide); what nginx is not the point of is routed in the browser.
 */

const scopeOf = (testInfo: TestInfo) => `faults-${testInfo.testId}`;
const alertIn = (page: Page) => page.locator("main").getByRole("alert");

/** The browser's own line for each failed request is expected; nothing else. */
function onlyFailedLoads(problems: readonly string[], ...statuses: readonly number[]): string[] {
  return problems.filter(
    (problem) =>
      !statuses.some((status) => problem.startsWith(`error: Failed to load resource: the server responded with a status of ${status}`)),
  );
}

async function expectShellAround(page: Page): Promise<void> {
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
}

/** The account page's logout dialog, opened as a user would: one click. */
async function openLogoutDialog(page: Page, button: string): Promise<Locator> {
  await page.locator("main").getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("the backend down or slow", () => {
  test.use({ persona: "marin-fc" });

  test("down (nginx answers 502): the shell works, an alert in the user's language, one call each, and a retry recovers once it is back", async ({
    page,
    context,
    request,
    consoleProblems,
  }, testInfo) => {
    const scope = scopeOf(testInfo);
    await injectFault(context, request, scope, { path: "/api/mes-droits", drop: true });
    await injectFault(context, request, scope, { path: "/api/habilitations", drop: true });
    const { calls } = recordApiCalls(page);
    await openPage(page, "/en/mes-infos");

    await expect(alertIn(page)).toContainText("The service cannot be reached at the moment. Please try again in a few moments.");
    await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
    await expectShellAround(page);
    // Once both failures are answered and the page is idle, a repeated call would have been sent.
    await pageSettled(page);
    expect(calls).toEqual(["GET /api/mes-droits", "GET /api/habilitations"]);
    await expectAccessible(page);

    // The shell's own navigation does not depend on the backend.
    await page.getByRole("contentinfo").getByRole("link", { name: "Site map" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Site map" })).toBeVisible();
    await expect(alertIn(page).getByRole("button", { name: "Try again" })).toBeVisible();
    await expectAccessible(page);

    await clearFaults(request, scope);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(alertIn(page)).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await expect(page.getByRole("banner")).toContainText("Yann Le Goff (12345678)");
    await expect(page.locator("main")).toBeFocused();
    expect(page.url()).toMatch(/\/en\/plan-site$/);
    expect(onlyFailedLoads(consoleProblems, 502)).toEqual([]);
  });

  test("slow (past the 10 s client timeout): the sub-application says it is loading, then a message, never an endless wait", async ({
    page,
    context,
    request,
    consoleProblems,
  }, testInfo) => {
    const scope = scopeOf(testInfo);
    await injectFault(context, request, scope, { path: "/api/mes-droits", delayMs: 20_000 });
    await injectFault(context, request, scope, { path: "/api/habilitations", delayMs: 20_000 });
    // The page's clock, so that the 10 s timeout does not cost 10 s here.
    await page.clock.install();
    await openPage(page, "/fr/univers-marin/pmr/mes-titres");
    await expect(page.locator("main").getByRole("status")).toHaveText("Chargement de votre espace…");
    await expect(alertIn(page)).toHaveCount(0);

    await page.clock.fastForward(10_000);
    // Past 8 s the sub-application's slow-connection notice may show too (a warning): the session's alert is the error.
    const sessionAlert = alertIn(page).filter({ hasText: "Le service met trop de temps à répondre." });
    await expect(sessionAlert).toContainText("Le service met trop de temps à répondre. Veuillez réessayer dans quelques instants.");
    await expect(sessionAlert.getByRole("button", { name: "Réessayer" })).toBeVisible();
    // The rights have answered (with a failure): the sub-application registers and mounts anyway.
    await expect(page.locator("main #univers-marin").getByRole("heading", { level: 1, name: "Mes titres" })).toBeVisible();
    await expectShellAround(page);
    await expectAccessible(page);
    expect(consoleProblems.filter((problem) => problem.startsWith("pageerror"))).toEqual([]);
    await clearFaults(request, scope);
  });
});

test("the sign-in redirect with the backend down lands on the portal's 503 page, in the page's language, with a way home", async ({
  page,
  context,
  request,
}, testInfo) => {
  const scope = scopeOf(testInfo);
  await openPage(page, "/en/login");
  await injectFault(context, request, scope, { path: "/oauth2/authorization/fc", drop: true });
  await page.locator(".fr-connect-group a.fr-connect").click();
  await page.waitForURL((url) => url.pathname === "/en/error/503");
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service unavailable");
  await expect(page.locator("main").getByRole("link", { name: "Home page" })).toBeVisible();
  await expectAccessible(page);
  await clearFaults(request, scope);
});

test.describe("a failed registration keeps what was typed", () => {
  test.use({ persona: "sans-habilitation" });
  const RECONCILIATION = "/api/reconciliation/manuelle";
  /** src/features/registration/registration-draft.ts */
  const DRAFT_KEY = "portail-marin.inscription.numMarin";
  const numMarin = (page: Page) => page.getByRole("textbox", { name: /Numéro de marin|Número de marino/ });
  const draftIn = (page: Page) => page.evaluate((key) => window.sessionStorage.getItem(key), DRAFT_KEY);

  test("down, then a 500 on the reconciliation: an alert beside the form, then the error page; back on the form the number is there, and the next try goes through", async ({
    page,
    context,
    request,
    consoleProblems,
  }, testInfo) => {
    const scope = scopeOf(testInfo);
    await openPage(page, "/fr/inscription");
    await numMarin(page).fill("TI12345");
    const submit = page.getByRole("button", { name: "Valider l'inscription" });

    // Down (nginx's 502 for the write): the page stays, with the message and the form as it was.
    await injectFault(context, request, scope, { path: RECONCILIATION, drop: true });
    await submit.click();
    await expect(alertIn(page)).toContainText("Le service est momentanément injoignable. Veuillez réessayer dans quelques instants.");
    expect(new URL(page.url()).pathname).toBe("/fr/inscription");
    await expect(numMarin(page)).toHaveValue("TI12345");
    await expect(submit).toBeEnabled();
    await expectAccessible(page);

    // A 500 goes to the error page like any other call (spec point 8), with its way home.
    await injectFault(context, request, scope, { path: RECONCILIATION, status: 500 });
    await submit.click();
    await page.waitForURL((url) => url.pathname === "/fr/error/500");
    await appReady(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Erreur inattendue");
    await expect(page.locator("main").getByRole("link", { name: "Page d'accueil" })).toBeVisible();
    await expectAccessible(page);

    // Back on the form, a new page load (the suite's browser keeps no back-forward cache): the
    // number comes from the tab's draft.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/fr/inscription");
    await appReady(page);
    await expect(numMarin(page)).toHaveValue("TI12345");
    await expect(alertIn(page)).toHaveCount(0);
    await expectAccessible(page);

    await clearFaults(request, scope);
    await submit.click();
    await page.waitForURL((url) => url.pathname === "/fr/univers-marin/pmr/accueil-pmr");
    expect(await draftIn(page)).toBeNull();
    expect(onlyFailedLoads(consoleProblems, 500, 502)).toEqual([]);
  });

  test("malformed answers, in Spanish: the session's and the reconciliation's, each an alert, the number kept", async ({
    page,
    context,
    request,
    consoleProblems,
  }, testInfo) => {
    const scope = scopeOf(testInfo);
    await injectFault(context, request, scope, { path: "/api/mes-droits", body: "{pas du json" });
    // A 200 that is not the service's answer: a captive portal, a proxy's page.
    await injectFault(context, request, scope, { path: RECONCILIATION, body: "<!doctype html><title>Portail captif</title>" });
    await openPage(page, "/es/inscription");
    const unreadable = "La respuesta del servicio no se puede leer. Vuelva a intentarlo más tarde.";
    await expect(alertIn(page).filter({ hasText: unreadable })).toHaveCount(1);

    await numMarin(page).fill("12345678");
    await page.getByRole("button", { name: "Validar la inscripción" }).click();
    await expect(page.locator("main").getByText(unreadable)).toHaveCount(2);
    expect(new URL(page.url()).pathname).toBe("/es/inscription");
    await expect(numMarin(page)).toHaveValue("12345678");
    await expectAccessible(page);
    expect(consoleProblems).toEqual([]);
    await clearFaults(request, scope);
  });

  test("a 401 on the reconciliation: the session is over, the user is logged out once, and the draft goes with it", async ({
    page,
    context,
    request,
  }, testInfo) => {
    const scope = scopeOf(testInfo);
    await openPage(page, "/fr/inscription");
    await injectFault(context, request, scope, { path: RECONCILIATION, status: 401 });
    const { calls } = recordApiCalls(page);
    await numMarin(page).fill("12345678");
    expect(await draftIn(page)).toBe("12345678");
    await page.getByRole("button", { name: "Valider l'inscription" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await appReady(page);
    expect(calls.filter((call) => call === "GET /logout")).toHaveLength(1);
    // The same tab: what was typed for the ended session is not left for the next person.
    expect(await draftIn(page)).toBeNull();
    await expect(page.getByRole("heading", { level: 1, name: "Se connecter à mon espace marin" })).toBeVisible();
    await expectAccessible(page);
    await clearFaults(request, scope);
  });
});

test.describe("the label files", () => {
  test.use({ persona: "marin-fc" });

  test("one missing and one unreadable: the page shows, their messages in French, each failure logged once", async ({
    page,
    consoleProblems,
  }) => {
    await page.route("**/assets/i18n/content.en.json", (route) => route.fulfill({ status: 404, body: "" }));
    await page.route("**/assets/i18n/footer.en.json", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><p>maintenance</p>" }),
    );
    await openPage(page, "/en/accessibilite");
    // The content and footer catalogs fell back to their French source text; the header's loaded.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Déclaration d'accessibilité");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Plan du site" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign out" })).toBeVisible();
    await expect(page.getByRole("banner")).toContainText("Signed in as Yann Le Goff");
    await expectAccessible(page);
    const logged = consoleProblems.filter((problem) => problem.includes("[i18n]"));
    expect(logged).toHaveLength(2);
    expect(logged.join("\n")).toMatch(/content\.en\.json[\s\S]*footer\.en\.json|footer\.en\.json[\s\S]*content\.en\.json/);
    expect(consoleProblems.filter((problem) => problem.startsWith("pageerror"))).toEqual([]);

    // The French text is a working page: its links lead on.
    await page.getByRole("contentinfo").getByRole("link", { name: "Plan du site" }).click();
    await expect(page).toHaveURL(/\/en\/plan-site$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("logout when what it calls does not answer", () => {
  test.use({ persona: "marin-fc" });

  test("the medical portal's logout page never answers: the user is still logged out to /login within a few seconds", async ({
    page,
    consoleProblems,
  }) => {
    const medicalLogoutUrl = PORTAL_ENV.MEDICAL_PORTAL_LOGOUT_URL ?? "";
    await page.route(medicalLogoutUrl, () => {
      // Never answered: the hidden frame's load event never fires.
    });
    await openPage(page, "/fr/mes-infos");
    await page.evaluate(() => window.localStorage.setItem("e2e-left-by-the-session", "1"));
    const dialog = await openLogoutDialog(page, "Se déconnecter");
    const frameRequested = page.waitForRequest(medicalLogoutUrl);
    const started = Date.now();
    await dialog.getByRole("button", { name: "Oui" }).click();
    await frameRequested;
    const frame = page.locator("iframe[data-medical-logout]");
    await expect(frame).toHaveAttribute("sandbox", "allow-same-origin allow-scripts");
    await expect(frame).toHaveAttribute("referrerpolicy", "no-referrer");
    // Reached, not loaded: the load event of /login came past the 6 s in the tester stack under load.
    await page.waitForURL((url) => url.pathname === "/login", { waitUntil: "commit", timeout: 6_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    await appReady(page);
    expect(await page.evaluate(() => window.localStorage.getItem("e2e-left-by-the-session"))).toBeNull();
    expect((await page.request.get("/api/mes-droits")).status()).toBe(401);
    expect(consoleProblems.filter((problem) => problem.includes("[logout]"))).toEqual([
      "warning: [logout] the medical portal's logout page did not load within 3000 ms",
    ]);
    await expectAccessible(page);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("logout with the backend down: the storage is cleared all the same, and the 503 page in the page's language has a way home", async ({
    page,
    context,
    request,
  }, testInfo) => {
    const scope = scopeOf(testInfo);
    await openPage(page, "/es/mes-infos");
    await page.evaluate(() => window.localStorage.setItem("e2e-left-by-the-session", "1"));
    await injectFault(context, request, scope, { path: "/logout", drop: true });
    const dialog = await openLogoutDialog(page, "Cerrar sesión");
    await dialog.getByRole("button", { name: "Sí" }).click();
    await page.waitForURL((url) => url.pathname === "/es/error/503");
    await appReady(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Servicio no disponible");
    await expect(page.locator("main").getByRole("link", { name: "Página de inicio" })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("e2e-left-by-the-session"))).toBeNull();
    await expectAccessible(page);
    await clearFaults(request, scope);
  });
});

test.describe("the univers-marin host not answering", () => {
  test.use({ persona: "marin-fc" });

  test("main.js never answers: the loading notice becomes a warning with a reload, which mounts it once the host is back", async ({
    page,
    consoleProblems,
  }) => {
    await page.clock.install();
    let hostAnswers = false;
    await page.route(`${UNIVERS_MARIN_URL}/main.js`, async (route: Route) => {
      // Until the host is back, held without an answer: a host that accepted the connection and
      // hangs. (Unrouting would let the held request through, and the page would mount by itself.)
      if (hostAnswers) await route.continue();
    });
    await openPage(page, "/fr/univers-marin/pmr/mes-titres");
    await expect(page.locator("main").getByRole("status")).toHaveText("Chargement de votre espace…");

    await page.clock.fastForward(15_000);
    await expect(alertIn(page).getByRole("heading", { level: 1 })).toHaveText("Votre espace marin tarde à s’afficher");
    await expect(page.locator("main").getByRole("status")).toHaveCount(0);
    await expectShellAround(page);
    await expectAccessible(page);

    hostAnswers = true;
    await alertIn(page).getByRole("button", { name: "Recharger la page" }).click();
    await expect(page.locator("main #univers-marin").getByRole("heading", { level: 1, name: "Mes titres" })).toBeVisible();
    await expect(alertIn(page)).toHaveCount(0);
    expect(consoleProblems.filter((problem) => problem.startsWith("pageerror"))).toEqual([]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("on a slow link, the app's code comes once the wait has passed 8 s: the warning shows as the app runs, counted from the page's start", async ({
    page,
  }) => {
    await page.clock.install();
    await page.route(`${UNIVERS_MARIN_URL}/main.js`, () => undefined);
    // The module starts before the app on its pages (src/boot/entry.ts): the app's code
    // is held here as a slow link would hold it, until the wait has lasted longer than 8 s.
    const appCode = /\/assets\/libraries-[^/]+\.js$/;
    const releaseApp = await holdRequests(page, appCode);
    const appAskedFor = page.waitForRequest(appCode);
    await page.goto("/fr/univers-marin/pmr/accueil-pmr", { waitUntil: "commit" });
    await appAskedFor;
    await page.clock.fastForward(9_000);
    releaseApp();
    await appReady(page);
    // At once, not 8 s after the app's first render.
    await expect(alertIn(page).getByRole("heading", { level: 1 })).toHaveText("Votre espace marin tarde à s’afficher", { timeout: 2_000 });
    await expect(page.locator("main").getByRole("status")).toHaveCount(0);
    await expectAccessible(page);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
});
