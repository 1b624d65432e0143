import { type IncomingHttpHeaders, type Server, createServer, request as forward } from "node:http";
import type { APIRequestContext, Page } from "@playwright/test";
import { closeServer, listen } from "../mock/backend/http-helpers";
import { type ExtraPortal, startPortal } from "./extra-portal";
import { appReady, expect, expectAccessible, openPage, test } from "./fixtures";
import { chooseAtProvider, clearFaults, injectFault, openSignedIn, providerHeading, signInAs, startSignIn } from "./session-sign-in";
import { signInRequest } from "./sign-in-by-request";
import { BACKEND_URL, OWN_STACK, PORTAL_URL } from "./stack";

/**
 * Sign-in and sign-out against real OpenID providers (oidc-provider, mock/identity) and a relying
 * party that behaves as Spring Security's OAuth2 client (mock/backend): the provider's own page,
 * its own session, its end-session address (docs/sign-in-and-session.md).
 */

const signedIn = async (page: Page) => (await page.request.get("/api/mes-droits")).status() === 200;

/** The provider asks for an identity again: its session really ended, nobody is signed back in silently. */
async function expectProviderAsksAgain(page: Page, provider: string, from: string): Promise<void> {
  await page.locator(`a[href="/oauth2/authorization/${provider}"]`).click();
  await expect(page.getByRole("heading", { level: 1, name: providerHeading(provider) })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(new URL(PORTAL_URL).origin);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === from);
}

test.describe("signing in with each of the six provider ids", () => {
  test("fc from /fr/login asks FranceConnect for eIDAS 1 and comes back habilitated through FranceConnect", async ({ page }) => {
    const authorizations: URL[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has("redirect_uri")) authorizations.push(url);
    });
    await signInAs(page, "fc", "marin-fc", "/fr/login");
    await expect(page.getByText("Vous êtes déjà authentifié avec FranceConnect.")).toBeVisible();
    const [authorization] = authorizations;
    expect(authorization?.searchParams.get("acr_values")).toBe("eidas1");
    expect(authorization?.searchParams.get("redirect_uri")).toBe(`${PORTAL_URL}/login/oauth2/code/fc`);
    expect(authorization?.searchParams.get("state")).toMatch(/.{16,}/);
    expect(authorization?.searchParams.get("nonce")).toMatch(/.{16,}/);
    await expectAccessible(page);
  });

  test("cer from /en/login comes back habilitated through Cerbère, in English", async ({ page }) => {
    await signInAs(page, "cer", "marin-cer", "/en/login");
    await expect(page.getByText("You are already signed in with Cerbère.")).toBeVisible();
    await expect(page.locator(`a[href="/oauth2/authorization/fc"]`)).toHaveCount(0);
  });

  test("fc-ayant-droit from /es/loginAyantDroit comes back connected without habilitation, in Spanish", async ({ page }) => {
    await signInAs(page, "fc-ayant-droit", "ayant-droit", "/es/loginAyantDroit");
    await expect(page.getByRole("link", { name: "Continuar" })).toHaveAttribute("href", "/es/univers-marin/demandes/rendez-vous");
  });

  test("cer-ayant-droit from /loginAyantDroit comes back connected without habilitation", async ({ page }) => {
    await signInAs(page, "cer-ayant-droit", "ayant-droit-erreur", "/loginAyantDroit");
    await expect(page.getByRole("link", { name: "Continuer" })).toHaveAttribute("href", "/univers-marin/demandes/rendez-vous");
  });

  test("cer-agent from /en/login-agent comes back an agent: sign-in disabled, Continue to the seafarer search", async ({ page }) => {
    await signInAs(page, "cer-agent", "agent", "/en/login-agent");
    await expect(page.getByRole("button", { name: "Sign in with Cerbère" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/en/univers-marin/agent/rechercher-marin");
  });

  test("cer-agent-vvm lands where Spring sends a sign-in, the seafarer home, as an agent viewing the seafarer version", async ({
    page,
  }) => {
    await page.goto("/oauth2/authorization/cer-agent-vvm");
    await chooseAtProvider(page, "cer-agent-vvm", "agent");
    await page.waitForURL((url) => url.pathname === "/univers-marin/pmr/accueil-pmr");
    await appReady(page);
    await expect(page.getByText("Voir version marin")).toBeVisible();
    expect(await signedIn(page)).toBe(true);
  });
});

test.describe("every logout ends the provider's session too", () => {
  test("the header's logout: /loginAyantDroit in the page's language, and FranceConnect asks again", async ({ page }) => {
    await openSignedIn(page, "ayant-droit", "/en/loginAyantDroit", "fc-ayant-droit");
    expect(await page.evaluate(() => localStorage.getItem("portail-marin.connecteSansHabilitation"))).toBe("true");
    await page.getByRole("banner").getByRole("link", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/en/loginAyantDroit");
    await appReady(page);
    expect(await page.evaluate(() => localStorage.getItem("portail-marin.connecteSansHabilitation"))).toBeNull();
    expect(await signedIn(page)).toBe(false);
    await expectProviderAsksAgain(page, "fc-ayant-droit", "/en/loginAyantDroit");
  });

  test("the site map's logout, from an English page, ends on the English sign-in page", async ({ page }) => {
    await openSignedIn(page, "marin-fc", "/en/login");
    await openPage(page, "/en/plan-site");
    await page.evaluate(() => localStorage.setItem("e2e-left-by-the-session", "1"));
    await page.getByRole("main").getByRole("link", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/en/login");
    await appReady(page);
    expect(await page.evaluate(() => localStorage.getItem("e2e-left-by-the-session"))).toBeNull();
    expect(await signedIn(page)).toBe(false);
    await expectProviderAsksAgain(page, "fc", "/en/login");
  });

  test("'Mon compte', after the medical portal's logout page: Cerbère asks again", async ({ page }) => {
    await openSignedIn(page, "marin-cer", "/login", "cer");
    await openPage(page, "/mes-infos");
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await page.getByRole("dialog", { name: "Souhaitez-vous vous déconnecter ?" }).getByRole("button", { name: "Oui" }).click();
    await page.waitForURL((url) => url.pathname === "/login" && url.search === "");
    await appReady(page);
    expect(await signedIn(page)).toBe(false);
    await expectProviderAsksAgain(page, "cer", "/login");
  });

  test("'Annuler' on /inscription: FranceConnect asks again", async ({ page }) => {
    await openSignedIn(page, "sans-habilitation", "/es/login");
    await openPage(page, "/es/inscription");
    await page.getByRole("button", { name: "Cancelar" }).click();
    await page.waitForURL((url) => url.pathname === "/es/login");
    await appReady(page);
    expect(await signedIn(page)).toBe(false);
    await expectProviderAsksAgain(page, "fc", "/es/login");
  });

  test("a 401: FranceConnect asks again", async ({ page, context, request }, testInfo) => {
    const scope = `oidc-401-${testInfo.testId}`;
    await openSignedIn(page, "marin-fc", "/en/login");
    await injectFault(context, request, scope, { path: "/api/mes-droits", status: 401 });
    await injectFault(context, request, scope, { path: "/api/habilitations", status: 401 });
    await page.goto("/en/mes-infos");
    await page.waitForURL((url) => url.pathname === "/en/login");
    await clearFaults(request, scope);
    await appReady(page);
    expect(await signedIn(page)).toBe(false);
    await expectProviderAsksAgain(page, "fc", "/en/login");
  });
});

test.describe("no logout from elsewhere", () => {
  for (const [site, origin] of [
    ["another site", "http://127.0.0.9:18999"],
    ["another port of the same host (the same site)", `${new URL(PORTAL_URL).protocol}//${new URL(PORTAL_URL).hostname}:18998`],
  ] as const) {
    test(`a page of ${site} that embeds, links or posts to /logout ends nothing`, async ({ page }) => {
      await openSignedIn(page, "marin-fc", "/fr/login");
      const trap = `${origin}/piege.html`;
      await page.route(trap, (route) =>
        route.fulfill({
          contentType: "text/html; charset=utf-8",
          body: `<!doctype html><html lang="fr"><head><title>Piège</title></head><body>
            <img src="${PORTAL_URL}/logout" alt="">
            <form method="post" action="${PORTAL_URL}/logout" id="formulaire"><button>Envoyer</button></form>
            <a href="${PORTAL_URL}/logout" id="lien">Gagner un voyage</a></body></html>`,
        }),
      );
      await page.goto(trap);
      await page.locator("#lien").click();
      await page.waitForURL((url) => url.pathname === "/mes-infos");
      await appReady(page);
      expect(await signedIn(page)).toBe(true);
      await page.goto(trap);
      await page.locator("#formulaire button").click();
      await page.waitForURL((url) => url.pathname === "/mes-infos");
      expect(await signedIn(page)).toBe(true);
    });
  }
});

/** The portal's host and port, for referers that only look like a page of it. */
const PORTAL = new URL(PORTAL_URL);
const PORTAL_PORT_SUFFIX = PORTAL.port === "" ? "" : `:${PORTAL.port}`;

/** The simulated backend's session cookie (mock/backend/sessions.ts), as Spring's JSESSIONID. */
const SESSION_COOKIE = "MOCK_SESSION";

/** Whether the API request context's session is alive: /api/habilitations answers it. */
const sessionStatus = async (request: APIRequestContext) => (await request.get("/api/habilitations")).status();

test.describe("a logout request shows where it comes from, or ends nothing", () => {
  // A browser that sends no Sec-Fetch-Site (Safari before 16.4, Firefox before 90) only shows
  // the portal's pages by their referer; nothing a page elsewhere can make it send passes.
  for (const [asked, headers] of [
    ["by a page of another site", { "Sec-Fetch-Site": "cross-site" }],
    ["by a page of the same site", { "Sec-Fetch-Site": "same-site" }],
    ["by a page of another site, whatever the referer", { "Sec-Fetch-Site": "cross-site", Referer: `${PORTAL_URL}/fr/mes-infos` }],
    ["by an older browser, with no referer (a no-referrer link, an image)", {}],
    ["by an older browser, from another site", { Referer: "https://piege.example/gagner-un-voyage.html" }],
    [
      "by an older browser, from a host that starts like the portal's",
      { Referer: `${PORTAL.protocol}//${PORTAL.hostname}.piege.example${PORTAL_PORT_SUFFIX}/fr/mes-infos` },
    ],
    [
      "by an older browser, from a host that ends like the portal's",
      { Referer: `${PORTAL.protocol}//piege-${PORTAL.hostname}${PORTAL_PORT_SUFFIX}/fr/mes-infos` },
    ],
    [
      "by an older browser, from another site naming the portal in its query",
      { Referer: `https://piege.example/?${PORTAL_URL}/fr/mes-infos` },
    ],
  ] as const) {
    test(`asked ${asked}: refused to /mes-infos, the session still alive`, async ({ request }) => {
      await signInRequest(request, "marin-fc");
      const answer = await request.get("/logout", { headers, maxRedirects: 0 });
      expect(answer.status()).toBe(303);
      expect(answer.headers().location).toBe("/mes-infos");
      expect(await sessionStatus(request)).toBe(200);
    });
  }

  for (const [asked, headers] of [
    ["from a portal page", { "Sec-Fetch-Site": "same-origin", Referer: `${PORTAL_URL}/fr/mes-infos` }],
    ["from the address bar or a bookmark", { "Sec-Fetch-Site": "none" }],
    ["by an older browser, from a portal page", { Referer: `${PORTAL_URL}/fr/mes-infos` }],
  ] as const) {
    test(`asked ${asked}: proxied, the session ended`, async ({ request }) => {
      await signInRequest(request, "marin-fc");
      const answer = await request.get("/logout", { headers, maxRedirects: 0 });
      // The backend's own answer: on to the provider's end-session, with the session's id_token.
      expect(answer.status()).toBe(302);
      const endSession = new URL(answer.headers().location ?? "", PORTAL_URL);
      expect(endSession.pathname).toBe("/session/end");
      expect(endSession.origin).not.toBe(PORTAL.origin);
      expect(endSession.searchParams.get("id_token_hint")).toBeTruthy();
      expect(endSession.searchParams.get("post_logout_redirect_uri")).toBe(`${PORTAL.origin}/login`);
      expect(await sessionStatus(request)).toBe(401);
    });
  }
});

/**
 * Chromium playing Safari before 16.4 or Firefox before 90: its /logout navigation reaches nginx
 * without Sec-Fetch-*. A portal of the suite's own proxies a recorder in front of the simulated
 * backend, which shows what nginx let through.
 */
test.describe("an older browser's own sign-out", { tag: OWN_STACK }, () => {
  let recorder: Server;
  let portal: ExtraPortal;
  const logouts: IncomingHttpHeaders[] = [];

  test.beforeAll(async () => {
    const backend = new URL(BACKEND_URL);
    recorder = createServer((req, res) => {
      if (req.url === "/logout") logouts.push(req.headers);
      const upstream = forward(
        { host: backend.hostname, port: backend.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.destroy());
      req.pipe(upstream);
    });
    const { port } = await listen(recorder, 0, "127.0.0.1");
    portal = await startPortal({ env: { BACKEND_URL: `http://127.0.0.1:${port}` } });
  });
  test.afterAll(async () => {
    await portal.stop();
    await closeServer(recorder);
  });

  // The session cookie is the host's: signed in through the suite's portal, it holds on this one.
  test.use({ persona: "marin-fc" });

  // French is the portal's default language: its sign-in page is /login, unprefixed (pathInLocale).
  test("'Se déconnecter' then 'Oui' on /fr/mes-infos: proxied with the page as referer, the session ended, on /login", async ({
    page,
    context,
    request,
  }) => {
    // Chromium adds Sec-Fetch-* below its interception (route.continue cannot take them off):
    // the navigation's request is sent from here instead, with the browser's other headers (its
    // cookies from the context), and its answer handed back to the page.
    await page.route(`${portal.url}/logout`, async (route) => {
      const sent = Object.entries(await route.request().allHeaders());
      const headers = Object.fromEntries(sent.filter(([name]) => !name.startsWith("sec-fetch-") && name !== "cookie"));
      await route.fulfill({ response: await route.fetch({ headers, maxRedirects: 0 }) });
    });
    await openPage(page, `${portal.url}/fr/mes-infos`);
    const session = (await context.cookies(portal.url)).find((cookie) => cookie.name === SESSION_COOKIE);
    if (session === undefined) throw new Error(`no ${SESSION_COOKIE} cookie after signing in`);
    await page.getByRole("main").getByRole("button", { name: "Se déconnecter" }).click();
    await page.getByRole("dialog", { name: "Souhaitez-vous vous déconnecter ?" }).getByRole("button", { name: "Oui" }).click();
    await page.waitForURL((url) => url.pathname === "/login" && url.search === "");
    await appReady(page);
    expect(logouts).toHaveLength(1);
    const [received] = logouts;
    expect(Object.keys(received ?? {}).filter((name) => name.startsWith("sec-fetch-"))).toEqual([]);
    expect(received?.referer).toBe(`${portal.url}/fr/mes-infos`);
    // Asked with the cookie the browser held, which the logout's answer has also cleared there:
    // the session itself is over on the backend.
    const after = await request.get(`${portal.url}/api/habilitations`, { headers: { Cookie: `${session.name}=${session.value}` } });
    expect(after.status()).toBe(401);
  });
});

test.describe("sign-in failures are told on the sign-in page of the user's language", () => {
  test("the provider refused (access_denied)", async ({ page }) => {
    await startSignIn(page, "fc", "/en/login");
    await expect(page.getByRole("heading", { level: 1, name: providerHeading("fc") })).toBeVisible();
    await page.getByRole("button", { name: "Refuser la connexion" }).click();
    await page.waitForURL((url) => url.pathname === "/en/login" && url.searchParams.get("error") === "access_denied");
    await appReady(page);
    await expect(page.getByRole("heading", { level: 2, name: "Error: the sign-in did not go through" })).toBeVisible();
    await expect(page.getByText("You refused or cancelled the sign-in with the identification service.", { exact: false })).toBeVisible();
    expect(await signedIn(page)).toBe(false);
    await expectAccessible(page);
  });

  test("a forged state", async ({ page }) => {
    await answerForTheProvider(page, "cer", "/es/login", { state: "forge-par-un-tiers" });
    await expectFailure(page, "/es/login", "authorization_request_not_found");
    await expect(page.getByText("La solicitud de inicio de sesión ya no es válida", { exact: false })).toBeVisible();
    await expectAccessible(page);
  });

  test("a replayed answer from the provider", async ({ page }) => {
    let callback = "";
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/login/oauth2/code/fc") callback = request.url();
    });
    await signInAs(page, "fc", "marin-fc", "/fr/login");
    expect(callback).not.toBe("");
    await page.goto(callback);
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("error") === "authorization_request_not_found");
    await appReady(page);
    await expect(page.getByText("La demande de connexion n'est plus valable", { exact: false })).toBeVisible();
  });

  test("a code the provider no longer accepts (invalid_grant)", async ({ page }) => {
    await answerForTheProvider(page, "fc-ayant-droit", "/en/loginAyantDroit", { code: "code-expire" });
    await expectFailure(page, "/en/loginAyantDroit", "invalid_grant");
    await expect(page.getByText("The sign-in took too long and is no longer valid.", { exact: false })).toBeVisible();
    await expectAccessible(page);
  });

  test("a provider the backend cannot reach when the sign-in starts", async ({ page, context, request }, testInfo) => {
    const scope = `oidc-down-${testInfo.testId}`;
    await injectFault(context, request, scope, { path: "/__provider/fc", drop: true });
    await startSignIn(page, "fc", "/login");
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("error") === "temporarily_unavailable");
    await clearFaults(request, scope);
    await appReady(page);
    await expect(page.getByText("Le service d'identification ne répond pas pour le moment.", { exact: false })).toBeVisible();
    expect(await signedIn(page)).toBe(false);
  });

  test("a provider the backend cannot reach when it redeems the code", async ({ page, context, request }, testInfo) => {
    const scope = `oidc-down-late-${testInfo.testId}`;
    await startSignIn(page, "cer-agent", "/en/login-agent");
    await expect(page.getByRole("heading", { level: 1, name: providerHeading("cer-agent") })).toBeVisible();
    await injectFault(context, request, scope, { path: "/__provider/cer", drop: true });
    await chooseAtProvider(page, "cer-agent", "agent");
    await expectFailure(page, "/en/login-agent", "invalid_token_response");
    await clearFaults(request, scope);
    await expect(page.getByText("The identification service is not responding at the moment.", { exact: false })).toBeVisible();
    await expectAccessible(page);
  });
});

/**
 * The sign-in started from `from` and the browser at the provider's page; then, instead of the
 * provider's own answer, one whose code or state a third party wrote (a link, a replayed URL).
 */
async function answerForTheProvider(page: Page, provider: string, from: string, answer: { code?: string; state?: string }): Promise<void> {
  const authorization = page.waitForRequest((request) => new URL(request.url()).searchParams.has("redirect_uri"));
  await startSignIn(page, provider, from);
  const asked = new URL((await authorization).url());
  await expect(page.getByRole("heading", { level: 1, name: providerHeading(provider) })).toBeVisible();
  const callback = new URLSearchParams({
    code: answer.code ?? "code-inconnu",
    state: answer.state ?? asked.searchParams.get("state") ?? "",
    iss: asked.origin,
  });
  await page.goto(`/login/oauth2/code/${provider}?${callback.toString()}`);
}

async function expectFailure(page: Page, from: string, error: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === from && url.searchParams.get("error") === error);
  await appReady(page);
  expect(await signedIn(page)).toBe(false);
}

test("the session's end by its time limit is told on the sign-in page, in three languages", async ({ page }) => {
  for (const [path, title] of [
    ["/login?session=expiree", "Votre session a expiré"],
    ["/en/login?session=expiree", "Your session has expired"],
    ["/es/loginAyantDroit?session=expiree", "Su sesión ha caducado"],
  ] as const) {
    await openPage(page, path);
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expectAccessible(page);
  }
});
