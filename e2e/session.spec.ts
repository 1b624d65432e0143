import { appReady, expect, expectAccessible, openPage, pageSettled, test } from "./fixtures";
import {
  chooseAtProvider,
  clearFaults,
  finishSignIn,
  injectFault,
  openSignedIn,
  providerHeading,
  recordApiCalls,
  startSignIn,
} from "./session-sign-in";
import { signInRequest } from "./sign-in-by-request";
import { SHELL_PAGES } from "./route-pages";
import { PORTAL_URL } from "./stack";

const STARTUP = ["GET /api/habilitations", "GET /api/mes-droits"];
const IDENTITY = "GET /api/bandeau-identite/UNIVERS_MARIN";
const FLAG = "portail-marin.connecteSansHabilitation";
/** The simulated backend's session cookie (mock/backend/sessions.ts), as Spring's JSESSIONID. */
const SESSION_COOKIE = "MOCK_SESSION";

const storageItem = (page: import("@playwright/test").Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

test.describe("signing in through the simulated providers", () => {
  test("the provider's page is an accessible plain form and the session cookie is HttpOnly, the XSRF cookie readable", async ({
    page,
    context,
  }) => {
    await startSignIn(page, "fc", "/fr/login");
    await expect(page.getByRole("heading", { level: 1, name: providerHeading("fc") })).toBeVisible();
    await expectAccessible(page);
    await finishSignIn(page, "fc", "marin-fc", "/fr/login");
    const cookies = await context.cookies(PORTAL_URL);
    expect(cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(cookies.find((c) => c.name === "XSRF-TOKEN")).toMatchObject({ httpOnly: false, sameSite: "Lax" });
  });

  for (const [provider, persona, from] of [
    ["fc", "marin-fc", "/fr/login"],
    ["cer", "marin-cer", "/en/login"],
    ["cer-agent", "agent", "/login-agent"],
  ] as const) {
    test(`${persona} (habilité through ${provider}) on ${from}: rights, habilitations and the identity banner loaded`, async ({
      page,
      consoleProblems,
    }) => {
      await signInRequest(page.request, persona, provider);
      const { calls } = recordApiCalls(page);
      await openPage(page, from);
      await expect.poll(() => [...calls].sort()).toEqual([...STARTUP, IDENTITY].sort());
      expect(await storageItem(page, FLAG)).toBeNull();
      await expectAccessible(page);
      expect(consoleProblems).toEqual([]);
    });
  }

  test("a blocked seafarer: not habilité, the identity banner is never requested", async ({ page }) => {
    await signInRequest(page.request, "bloque");
    const { calls } = recordApiCalls(page);
    await openPage(page, "/fr/login");
    await expect.poll(() => calls.length).toBe(2);
    // The banner would be asked for once the habilitations are read: the page has read them.
    await pageSettled(page);
    expect([...calls].sort()).toEqual(STARTUP);
    expect(await storageItem(page, FLAG)).toBeNull();
  });

  for (const [provider, persona, from] of [
    ["fc", "sans-habilitation", "/login"],
    ["fc-ayant-droit", "ayant-droit", "/es/loginAyantDroit"],
    ["cer-ayant-droit", "ayant-droit-erreur", "/loginAyantDroit"],
  ] as const) {
    test(`${persona}: an empty habilitations list flags the user as connected without habilitation`, async ({ page }) => {
      await signInRequest(page.request, persona, provider);
      const { calls } = recordApiCalls(page);
      await openPage(page, from);
      await expect.poll(() => storageItem(page, FLAG)).toBe("true");
      expect(calls).not.toContain(IDENTITY);
      expect(new URL(page.url()).pathname).toBe(from);
    });
  }

  test("a missing first habilitation sends the user to /login, keeping the language", async ({ page }) => {
    await signInRequest(page.request, "habilitation-absente");
    await page.goto("/en/mes-infos");
    await page.waitForURL((url) => url.pathname === "/en/login");
    await appReady(page);
    await expectAccessible(page);
  });

  for (const [provider, persona, from, errorId] of [
    ["fc", "connexion-refusee", "/es/login", "9"],
    ["cer-agent", "agent-sans-profil", "/login-agent", "1"],
  ] as const) {
    test(`${persona}: the sign-in fails back to ${from}?errorId=${errorId}, with no session`, async ({ page }) => {
      await startSignIn(page, provider, from);
      await chooseAtProvider(page, provider, persona);
      await page.waitForURL((url) => url.pathname === from && url.searchParams.get("errorId") === errorId);
      await appReady(page);
      expect((await page.request.get("/api/mes-droits")).status()).toBe(401);
    });
  }

  test("startup stores TEST_USER_ID from the runtime configuration", async ({ page }) => {
    await page.route("**/env.js", async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/TEST_USER_ID: "[^"]*"/, 'TEST_USER_ID: "marin-test-01"');
      expect(body).toContain('TEST_USER_ID: "marin-test-01"');
      await route.fulfill({ response, body });
    });
    await openPage(page, "/fr/login");
    await expect.poll(() => storageItem(page, "portail-marin.testUserId")).toBe("marin-test-01");
  });

  test("an agent sees the banner and 'Changer de marin' keeps the language", async ({ page }) => {
    await openSignedIn(page, "agent", "/en/mes-infos", "cer-agent");
    await expect(page.getByText("Seafarer view")).toBeVisible();
    await expect(page.getByRole("link", { name: "Change seafarer" })).toHaveAttribute("href", "/en/univers-marin/agent/rechercher-marin");
    await expectAccessible(page);
  });
});

test.describe("logout", () => {
  test("GET /logout ends the session and returns to /login", async ({ page }) => {
    await openSignedIn(page, "marin-fc", "/fr/login");
    await page.goto("/logout");
    await page.waitForURL((url) => url.pathname === "/login");
    await appReady(page);
    expect((await page.request.get("/api/mes-droits")).status()).toBe(401);
  });

  test("a 401 outside the login pages logs out once: storage cleared, /logout, then /login in the page's language", async ({
    page,
    context,
    request,
  }, testInfo) => {
    const scope = `storm-${testInfo.testId}`;
    await openSignedIn(page, "marin-fc", "/en/login");
    await page.evaluate(() => window.localStorage.setItem("portail-marin.testUserId", "a-effacer"));
    await injectFault(context, request, scope, { path: "/api/mes-droits", status: 401 });
    await injectFault(context, request, scope, { path: "/api/habilitations", status: 401 });
    const { calls } = recordApiCalls(page);
    await page.goto("/en/mes-infos");
    await page.waitForURL((url) => url.pathname === "/en/login");
    await appReady(page);
    expect(calls.filter((c) => c === "GET /logout")).toHaveLength(1);
    expect(await storageItem(page, "portail-marin.testUserId")).toBeNull();
    await clearFaults(request, scope);
  });

  for (const path of ["/login", "/fr/loginAyantDroit", "/en/login-agent", "/es/login"]) {
    test(`no logout on a 401 on ${path}`, async ({ page }) => {
      const { calls } = recordApiCalls(page);
      const answered = Promise.all(
        STARTUP.map((call) => page.waitForResponse((r) => new URL(r.url()).pathname === call.split(" ")[1] && r.status() === 401)),
      );
      await page.goto(path);
      await answered;
      await appReady(page);
      // A logout would start once the 401s are read: the page has read them and been idle since.
      await pageSettled(page);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(calls).not.toContain("GET /logout");
    });
  }
});

test("ten navigations of a habilité seafarer make no more than the three startup calls", async ({ page }) => {
  await signInRequest(page.request, "marin-fc");
  const { calls } = recordApiCalls(page);
  await openPage(page, "/fr/mes-infos");
  // Each shell page of the route table, then on from the first again: ten in all.
  const paths = [...SHELL_PAGES, ...SHELL_PAGES].slice(0, 10).map((path) => `/fr${path}`);
  for (const path of paths) {
    // What single-spa and the router's links do: a history entry and a popstate, no page load.
    await page.evaluate((to) => {
      window.history.pushState({}, "", to);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, path);
    await page.waitForURL((url) => url.pathname === path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  // Every request the navigations started has been answered, and the page idle since.
  await pageSettled(page);
  console.info(`API requests over 1 page load + ${paths.length} navigations: ${calls.length} (${calls.join(", ")})`);
  expect(calls.length).toBeLessThanOrEqual(3);
  expect([...calls].sort()).toEqual([...STARTUP, IDENTITY].sort());
});
