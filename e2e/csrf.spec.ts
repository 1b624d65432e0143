import type { BrowserContext, Page } from "@playwright/test";
import { appReady, expect, expectAccessible, openPage, pageSettled, test } from "./fixtures";
import { openSignedIn, recordApiCalls } from "./session-sign-in";
import { signInRequest } from "./sign-in-by-request";
import { PORTAL_URL } from "./stack";

/**
 * The portal's writes under both behaviours of the anti-forgery token (docs/sign-in-and-session.md,
 * mock/backend/PERSONAS.md): the documented configuration for single-page applications, which
 * writes the token on every answer, and Spring Security 6's default deferred token, removed at
 * sign-in and written only by the 403 that refuses the first write, which the portal sends once
 * more with it (src/api/http-client.ts).
 */

type Mode = "spa" | "deferred";

interface Write {
  readonly status: number;
  /** The X-XSRF-TOKEN it carried, or null. */
  readonly token: string | null;
}

/** The answers to the page's POSTs to `path`, in order, with the token each request carried. */
function recordWrites(page: Page, path: string): Write[] {
  const writes: Write[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.method() !== "POST" || new URL(request.url()).pathname !== path) return;
    writes.push({ status: response.status(), token: request.headers()["x-xsrf-token"] ?? null });
  });
  return writes;
}

const xsrfCookie = async (context: BrowserContext) => (await context.cookies(PORTAL_URL)).find((c) => c.name === "XSRF-TOKEN")?.value;

/**
 * The first write after a sign-in. Deferred: refused once without a token, then sent again with
 * the one its 403 wrote, which passes. SPA: the token was already there, one request.
 */
async function expectFirstWrite(page: Page, writes: Write[], mode: Mode, success: number): Promise<void> {
  await pageSettled(page);
  const token = await xsrfCookie(page.context());
  expect(token, "the XSRF-TOKEN cookie after the write").toBeTruthy();
  expect(writes).toEqual(
    mode === "deferred"
      ? [
          { status: 403, token: null },
          { status: success, token },
        ]
      : [{ status: success, token }],
  );
}

for (const mode of ["spa", "deferred"] as const) {
  test.describe(`writes with the ${mode === "spa" ? "SPA configuration's token" : "deferred token (Spring Security 6's default)"}`, () => {
    test.beforeEach(async ({ context }) => {
      // A sign-in, then two pages each with its axe pass: on a loaded machine (two cores, several
      // suites), with the sign-in through the provider's own pages, that alone came to 30 s.
      test.slow();
      if (mode === "deferred") await context.addCookies([{ name: "mock-csrf", value: "deferred", url: PORTAL_URL }]);
    });

    test("signed in at FranceConnect without habilitation, the reconciliation reaches the seafarer home", async ({ page }) => {
      await signInRequest(page.request, "sans-habilitation");
      if (mode === "deferred") expect(await xsrfCookie(page.context()), "removed at sign-in, written by no read").toBeUndefined();
      await openPage(page, "/fr/inscription");
      await expectAccessible(page);
      const writes = recordWrites(page, "/api/reconciliation/manuelle");
      await page.getByRole("textbox", { name: /Numéro de marin/ }).fill("12345678");
      await page.getByRole("button", { name: "Valider l'inscription" }).click();
      await page.waitForURL((url) => url.pathname === "/fr/univers-marin/pmr/accueil-pmr");
      await appReady(page);
      await expectFirstWrite(page, writes, mode, 200);
      await expectAccessible(page);
    });

    test("signed in at FranceConnect, the header's language choice is recorded and the English page follows", async ({ page }) => {
      await openSignedIn(page, "marin-fc", "/fr/login");
      const writes = recordWrites(page, "/api/internationalisation/selection-langue");
      const selector = page.getByRole("banner").getByRole("navigation", { name: "Langue du site" });
      await selector.getByRole("button", { name: "FR" }).click();
      await selector.getByRole("link", { name: "EN - English" }).click();
      await page.waitForURL((url) => url.pathname === "/en/login");
      await appReady(page);
      await expect(page.getByText("You are already signed in with FranceConnect.")).toBeVisible();
      await expectFirstWrite(page, writes, mode, 200);
      await expectAccessible(page);
    });

    test("'Annuler' on /inscription records the journal event, then logs out to the sign-in page", async ({ page }) => {
      await signInRequest(page.request, "sans-habilitation");
      await openPage(page, "/fr/inscription");
      const writes = recordWrites(page, "/api/evenements");
      const { calls } = recordApiCalls(page);
      await page.getByRole("button", { name: "Annuler" }).click();
      // Through the provider's end-session, back on the one address registered with it.
      await page.waitForURL((url) => url.pathname === "/login");
      await appReady(page);
      expect(calls.filter((call) => call === "GET /logout")).toHaveLength(1);
      expect((await page.request.get("/api/mes-droits")).status()).toBe(401);
      // The logout replaced the token since: the one each request carried is all there is to see.
      const sent = { status: 201, token: expect.any(String) as unknown };
      expect(writes).toEqual(mode === "deferred" ? [{ status: 403, token: null }, sent] : [sent]);
      await expectAccessible(page);
    });
  });
}
