import { request as httpRequest } from "node:http";
import { expect, expectAccessible, openPage, test } from "./fixtures";
import { signInRequest } from "./sign-in-by-request";
import { PORTAL_URL } from "./stack";

test.describe("the exported shell through nginx", () => {
  test("/fr/login is in the HTML before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/fr/login");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Se connecter à mon espace marin" })).toBeVisible();
    await expect(page).toHaveTitle("Portail du marin | Se connecter à mon espace marin");
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    await context.close();
  });

  for (const lang of ["fr", "en", "es"] as const) {
    test(`/${lang}/login hydrates without a console error and has no axe violation`, async ({ page, consoleProblems }) => {
      await openPage(page, `/${lang}/login`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expectAccessible(page);
      expect(consoleProblems).toEqual([]);
    });
  }

  test("the skip link is the first Tab stop and moves focus to the content", async ({ page }) => {
    await openPage(page, "/fr/login");
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(focused).toHaveText("Contenu");
    await expect(focused).toHaveAttribute("href", "#contenu");
    await page.keyboard.press("Enter");
    await expect(page.locator("main#contenu")).toBeFocused();
  });

  // Preact, unlike React, reports no hydration mismatch: an element the browser renders
  // differently from the export is replaced in silence (and a keyboard user's focus with it).
  // Signed in but on the sign-in pages: a visitor's 401 logs out everywhere else (spec 4), and the
  // page checked would then be /login.
  for (const [path, persona] of [
    ["/fr/login", undefined],
    ["/en/loginAyantDroit", undefined],
    ["/es/login-agent", undefined],
    ["/fr/plan-site", "marin-fc"],
    ["/en/accessibilite", "marin-fc"],
    ["/es/error/503", "marin-fc"],
    ["/fr/erreurRdvMarin", "marin-fc"],
    ["/fr/nulle-part", "marin-fc"],
  ] as const) {
    test(`${path}${persona ? ` signed in` : ""}: hydration adopts every element of the export, replacing none`, async ({ page }) => {
      if (persona) await signInRequest(page.request, persona);
      await page.addInitScript(`document.addEventListener("DOMContentLoaded", () => {
        window.__exported = [...document.querySelectorAll("#root *")];
      });`);
      await openPage(page, path, { settled: true });
      expect(new URL(page.url()).pathname).toBe(path);
      const { exported, replaced } = await page.evaluate(() => {
        const elements = (window as unknown as { __exported: Element[] }).__exported;
        const describe = (element: Element) =>
          `${element.localName}${element.id ? `#${element.id}` : ""}${(element.getAttribute("class") ?? "")
            .split(" ")
            .filter(Boolean)
            .map((name) => `.${name}`)
            .join("")}`;
        return { exported: elements.length, replaced: elements.filter((element) => !element.isConnected).map(describe) };
      });
      expect(exported).toBeGreaterThan(100);
      expect(replaced).toEqual([]);
    });
  }

  test("hydration keeps the exported links: a link focused before the app has loaded stays focused", async ({ page }) => {
    // A string: the page runs it before its own scripts, when only the export is there.
    await page.addInitScript(`document.addEventListener("DOMContentLoaded", () => {
      window.__exportedLinks = [...document.querySelectorAll("footer a, .fr-header__service a, .fr-breadcrumb a")];
      document.querySelector("footer a[href='/fr/plan-site']").focus();
    });`);
    await openPage(page, "/fr/login");
    const replaced = await page.evaluate(() =>
      (window as unknown as { __exportedLinks: HTMLAnchorElement[] }).__exportedLinks
        .filter((link) => !link.isConnected)
        .map((link) => link.getAttribute("href")),
    );
    expect(replaced).toEqual([]);
    await expect(page.locator("footer").getByRole("link", { name: "Plan du site" })).toBeFocused();
  });

  test("the header's items that arrive later fill their own places: the language selector focused before keeps the focus", async ({
    page,
  }) => {
    await page.addInitScript(`document.addEventListener("DOMContentLoaded", () => {
      window.__languageButton = document.querySelector(".fr-header__tools-links .fr-translate__btn");
      window.__languageButton.focus();
    });`);
    await openPage(page, "/fr/login");
    const tools = page.locator(".fr-header__tools-links");
    // The runtime configuration's portals, then the session's sign-in link, arrive after the export.
    await expect(tools.getByRole("link", { name: /Espace armateur/ })).toBeVisible();
    await expect(tools.getByRole("link", { name: "Se connecter" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __languageButton: HTMLElement }).__languageButton.isConnected)).toBe(true);
    await expect(tools.locator(".fr-translate__btn")).toBeFocused();
    // The one slot left empty (no identity for a visitor) takes no room and is not listed.
    const emptySlots = tools.locator("li:empty");
    await expect(emptySlots).toHaveCount(1);
    await expect(emptySlots).toBeHidden();
  });

  test("runtime configuration reaches the page: the configured portals are linked", async ({ page }) => {
    await page.goto("/fr/login");
    const link = page.getByRole("link", { name: /Espace armateur/ }).first();
    await expect(link).toHaveAttribute("href", "https://armateurs.example.gouv.fr/accueil");
    await expect(link).toHaveAttribute("target", "_blank");
  });
});

test.describe("unknown and hostile paths", () => {
  for (const path of ["/nulle-part", "/fr/nulle-part", "/de/login", "/.git/config", "/.env", "/assets/.hidden"]) {
    test(`${path} is the exported not-found page with a 404`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain("Page non trouvée");
    });
  }

  test("an unknown path hydrates the not-found page cleanly", async ({ page, consoleProblems }) => {
    await openPage(page, "/en/nowhere");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(consoleProblems.filter((p) => !p.includes("404"))).toEqual([]);
  });

  test("/../ sent raw is a 404, never an nginx error page", async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(PORTAL_URL);
      const req = httpRequest({ host: hostname, port, path: "/../etc/passwd", method: "GET" }, (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(404);
    expect(body).not.toContain("nginx");
  });
});
