import type { Page } from "@playwright/test";
import { appReady, expect, expectAccessible, openPage, test } from "./fixtures";
import { providerHeading, signInAs } from "./session-sign-in";

/**
 * The session's time limit (RGAA 13.1, WCAG 2.2.1) with the default time-out of 30 minutes:
 * the warning two minutes before it, extending by keyboard alone, the sub-application's own
 * calls counting as contacts, and the logout when time runs out. The page's clock is
 * Playwright's: time is moved on, never waited for.
 */
test.use({ persona: "marin-fc" });

const MINUTE = 60_000;
/** The portal logs out 30 s before the backend's 30 minutes (LOGOUT_AHEAD_MS), and warns 2 minutes before that. */
const LOGOUT_AT = 30 * MINUTE - 30_000;
const WARNING_AT = LOGOUT_AT - 2 * MINUTE;
/** Room either side of a due time for what the page's clock moved on by itself meanwhile. */
const MARGIN = 10_000;

const TEXTS = {
  fr: { title: "Votre session va bientôt expirer", extend: "Prolonger la session", leave: "Se déconnecter" },
  en: { title: "Your session will expire soon", extend: "Extend session", leave: "Sign out" },
  es: { title: "Su sesión caducará pronto", extend: "Prolongar la sesión", leave: "Cerrar sesión" },
} as const;

const warning = (page: Page, lang: keyof typeof TEXTS = "fr") => page.getByRole("dialog", { name: TEXTS[lang].title });

/**
 * The page, signed in and settled, then one contact whose time is known: the page's time once
 * an answer of the portal's /api/ has come, asked by the page itself as the sub-application asks.
 */
async function openWithContact(page: Page, path: string): Promise<number> {
  await page.clock.install();
  await openPage(page, path, { settled: true });
  return contactFromPage(page);
}

async function contactFromPage(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const answer = await fetch("/api/habilitations", { credentials: "same-origin" });
    await answer.text();
    return Date.now();
  });
}

/** Moves the page's clock on to `offset` after `from` (its own time). */
async function moveTo(page: Page, from: number, offset: number): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(Math.max(0, from + offset - now));
}

test.describe("the session's time limit", () => {
  for (const lang of ["fr", "en", "es"] as const) {
    test(`${lang}: the warning comes two minutes before the time-out, not before, and is accessible`, async ({ page }) => {
      const contact = await openWithContact(page, `/${lang}/mes-infos`);
      await moveTo(page, contact, WARNING_AT - MARGIN);
      await expect(warning(page, lang)).toHaveCount(0);
      await moveTo(page, contact, WARNING_AT + MARGIN);
      const dialog = warning(page, lang);
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      await expect(dialog).toHaveClass(/fr-modal/);
      await expect(page.getByRole("button", { name: TEXTS[lang].extend })).toBeFocused();
      await expect(dialog.getByRole("button", { name: TEXTS[lang].leave })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test("keyboard only: focus stays in the dialog, Enter on « Prolonger la session » asks the backend, closes it, and the clock starts again", async ({
    page,
  }) => {
    const contact = await openWithContact(page, "/fr/mes-infos");
    // Where the user was: focus comes back there when the dialog closes.
    await page.locator("main").focus();
    await moveTo(page, contact, WARNING_AT + MARGIN);
    const extend = page.getByRole("button", { name: "Prolonger la session" });
    await expect(extend).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(warning(page).getByRole("button", { name: "Se déconnecter" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(extend).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(warning(page).getByRole("button", { name: "Se déconnecter" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(extend).toBeFocused();

    const rights = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/mes-droits" && response.request().method() === "GET",
    );
    await page.keyboard.press("Enter");
    expect((await rights).status()).toBe(200);
    const extendedAt = await page.evaluate(() => Date.now());
    await expect(warning(page)).toHaveCount(0);
    await expect(page.locator("main")).toBeFocused();
    // DSFR's script let the page go: its scroll unlocked, Tab free to leave.
    await expect(page.locator("html")).not.toHaveAttribute("data-fr-scrolling", /.*/);

    await moveTo(page, extendedAt, WARNING_AT - MARGIN);
    await expect(warning(page)).toHaveCount(0);
    await moveTo(page, extendedAt, WARNING_AT + MARGIN);
    await expect(warning(page)).toBeVisible();
  });

  test("Escape continues the session: the backend is asked and the dialog closes, no logout", async ({ page }) => {
    const logouts: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/logout") logouts.push(request.url());
    });
    const contact = await openWithContact(page, "/fr/mes-infos");
    await moveTo(page, contact, WARNING_AT + MARGIN);
    await expect(warning(page)).toBeVisible();
    const rights = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/mes-droits");
    await page.keyboard.press("Escape");
    await rights;
    await expect(warning(page)).toHaveCount(0);
    expect(logouts).toEqual([]);
  });

  test("the sub-application's own call to /api/ restarts the clock", async ({ page }) => {
    const first = await openWithContact(page, "/fr/mes-infos");
    await moveTo(page, first, 20 * MINUTE);
    const second = await contactFromPage(page);
    // The first contact's warning would be due here.
    await moveTo(page, first, WARNING_AT + MARGIN);
    await expect(warning(page)).toHaveCount(0);
    await moveTo(page, second, WARNING_AT - MARGIN);
    await expect(warning(page)).toHaveCount(0);
    await moveTo(page, second, WARNING_AT + MARGIN);
    await expect(warning(page)).toBeVisible();
  });

  test("at 320 px in the dark theme the dialog fits and reads", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.emulateMedia({ colorScheme: "dark" });
    const contact = await openWithContact(page, "/es/mes-infos");
    await moveTo(page, contact, WARNING_AT + MARGIN);
    await expect(warning(page, "es")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-fr-theme", "dark");
    for (const name of [TEXTS.es.extend, TEXTS.es.leave]) {
      const box = await warning(page, "es").getByRole("button", { name }).boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 320).toBe(true);
    }
    await expectAccessible(page);
  });

  test("time running out with no contact leaves through /logout", async ({ page }) => {
    const contact = await openWithContact(page, "/fr/mes-infos");
    await moveTo(page, contact, WARNING_AT + MARGIN);
    await expect(warning(page)).toBeVisible();
    const logout = page.waitForRequest((request) => new URL(request.url()).pathname === "/logout");
    await moveTo(page, contact, LOGOUT_AT + MARGIN);
    expect((await logout).isNavigationRequest()).toBe(true);
    // The journey ends on the sign-in page the logout leads to: closing the browser mid-load can hang.
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("session") === "expiree");
    await appReady(page);
  });

  test.describe("signed in through FranceConnect", () => {
    test.use({ persona: undefined });

    test("time running out ends the FranceConnect session too, and the sign-in page of the user's language says why", async ({ page }) => {
      await page.clock.install();
      await signInAs(page, "fc", "marin-fc", "/en/login");
      await openPage(page, "/en/mes-infos");
      const contact = await contactFromPage(page);
      await moveTo(page, contact, LOGOUT_AT + MARGIN);
      await page.waitForURL((url) => url.pathname === "/en/login" && url.searchParams.get("session") === "expiree");
      await appReady(page);
      await expect(page.getByRole("heading", { level: 2, name: "Your session has expired" })).toBeVisible();
      await expectAccessible(page);
      await page.locator('a[href="/oauth2/authorization/fc"]').click();
      await expect(page.getByRole("heading", { level: 1, name: providerHeading("fc") })).toBeVisible();
    });
  });
});
