import { appReady, expect, expectAccessible, openPage, pageSettled, test } from "./fixtures";
import { clearFaults, injectFault, openSignedIn, recordApiCalls } from "./session-sign-in";
import { signInRequest } from "./sign-in-by-request";

const EVENT = {
  description: "a user abandoned the manual reconciliation process",
  domaineApplicatif: 1,
  service: "ENM",
  utilisateur: "12345678",
  fonctionnalite: "inscription",
  libelleAction: "login_enm_reconciliation_cancel",
  typeEvenement: 8,
};

async function xsrfToken(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const cookie = (await request.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN");
  expect(cookie, "the backend sets XSRF-TOKEN").toBeDefined();
  return cookie?.value ?? "";
}

test.describe("anti-forgery on the simulated backend", () => {
  test("a POST without X-XSRF-TOKEN is refused with 403, with the cookie's value it passes", async ({ request }) => {
    await signInRequest(request, "sans-habilitation");
    const token = await xsrfToken(request);
    for (const [path, options] of [
      ["/api/evenements", { data: EVENT }],
      ["/api/internationalisation/selection-langue?langue=en", {}],
      ["/api/reconciliation/manuelle", { data: { numMarin: "12345678" } }],
    ] as const) {
      expect((await request.post(path, options)).status(), `${path} without the header`).toBe(403);
      expect(
        (await request.post(path, { ...options, headers: { "X-XSRF-TOKEN": "autre-valeur" } })).status(),
        `${path} with a wrong header`,
      ).toBe(403);
      expect(
        (await request.post(path, { ...options, headers: { "X-XSRF-TOKEN": token } })).status(),
        `${path} with the header`,
      ).toBeLessThan(300);
    }
  });

  // Needs the lead's wiring: the header's language selector calling selectionLangueMutationOptions.
  test("every POST the portal sends carries the XSRF header", async ({ page }) => {
    await openSignedIn(page, "marin-fc", "/fr/login");
    const { requests } = recordApiCalls(page);
    const selector = page.getByRole("banner").getByRole("navigation", { name: "Langue du site" });
    await selector.getByRole("button", { name: "FR" }).click();
    await selector.getByRole("link", { name: "EN - English" }).click();
    await page.waitForURL((url) => url.pathname === "/en/login");
    const posts = requests.filter((r) => r.method() === "POST");
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(await post.headerValue("x-xsrf-token")).toBeTruthy();
  });
});

test.describe("the simulated backend's personas", () => {
  for (const n of [2, 3, 4, 5, 6, 7, 8, 9, 10]) {
    test(`reconciliation-echec-${n} fails with ME_AUTH_MAR_${n}`, async ({ request }) => {
      await signInRequest(request, `reconciliation-echec-${n}`);
      const response = await request.post("/api/reconciliation/manuelle", {
        data: { numMarin: "TI12345" },
        headers: { "X-XSRF-TOKEN": await xsrfToken(request) },
      });
      expect(await response.json()).toMatchObject({ messageErreur: String(n) });
    });
  }

  test("a successful reconciliation makes the user habilité", async ({ request }) => {
    await signInRequest(request, "sans-habilitation");
    expect(await (await request.get("/api/habilitations")).json()).toEqual([]);
    const response = await request.post("/api/reconciliation/manuelle", {
      data: { numMarin: "**12345" },
      headers: { "X-XSRF-TOKEN": await xsrfToken(request) },
    });
    expect(await response.json()).toMatchObject({ habilitation: { idInterne: "4987654321" } });
    expect(await (await request.get("/api/habilitations")).json()).toMatchObject([{ typeStatutHabilitation: { code: "HA" } }]);
  });

  test("autoconnexion answers a url for one ayant droit and an erreur for the other", async ({ request, playwright, baseURL }) => {
    await signInRequest(request, "ayant-droit");
    expect(await (await request.get("/api/demandes/rdvsantemarin/autoconnexion")).json()).toMatchObject({
      url: expect.stringMatching(/^https:\/\//),
    });
    // Another browser: in this one the provider would sign the first person in again without asking.
    const other = await playwright.request.newContext({ baseURL });
    await signInRequest(other, "ayant-droit-erreur");
    expect(await (await other.get("/api/demandes/rdvsantemarin/autoconnexion")).json()).toMatchObject({ erreur: expect.any(String) });
    await other.dispose();
  });
});

test.describe("5xx redirects", () => {
  for (const [prefix, status, target] of [
    ["/fr", 500, "/fr/error/500"],
    ["/fr", 503, "/fr/error/503"],
    ["/en", 500, "/en/error/500"],
    ["/en", 503, "/en/error/503"],
    ["", 500, "/fr/error/500"],
  ] as const) {
    test(`a ${status} on ${prefix || "(no prefix)"}/mes-infos goes to ${target}, and stays there`, async ({
      page,
      context,
      request,
    }, testInfo) => {
      const scope = `5xx-${testInfo.testId}`;
      await signInRequest(page.request, "marin-fc");
      await injectFault(context, request, scope, { path: "/api/mes-droits", status });
      const documents: string[] = [];
      page.on("request", (sent) => {
        if (sent.isNavigationRequest() && sent.frame() === page.mainFrame()) documents.push(new URL(sent.url()).pathname);
      });
      await page.goto(`${prefix}/mes-infos`);
      await page.waitForURL((url) => url.pathname === target);
      await appReady(page);
      // The error page's own startup fails the same way, and once its answers are in: no redirect loop.
      await pageSettled(page);
      expect(new URL(page.url()).pathname).toBe(target);
      expect(documents).toEqual([`${prefix}/mes-infos`, target]);
      await expectAccessible(page);
      await clearFaults(request, scope);
    });
  }
});

test.describe("bad answers", () => {
  test("malformed JSON and unexpected shapes do not crash the page", async ({ page, context, request, consoleProblems }, testInfo) => {
    const scope = `bad-${testInfo.testId}`;
    await signInRequest(page.request, "marin-fc");
    await injectFault(context, request, scope, { path: "/api/mes-droits", body: "{pas du json" });
    await injectFault(context, request, scope, { path: "/api/habilitations", body: JSON.stringify([{ typeFournisseur: { code: "XX" } }]) });
    const { calls } = recordApiCalls(page);
    await openPage(page, "/fr/mes-infos");
    await expect.poll(() => calls.length).toBe(2);
    // Both answers read and the page idle after them: a crash or a redirect would have come.
    await pageSettled(page);
    expect(new URL(page.url()).pathname).toBe("/fr/mes-infos");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(consoleProblems.filter((p) => p.startsWith("pageerror"))).toEqual([]);
    await clearFaults(request, scope);
  });
});
