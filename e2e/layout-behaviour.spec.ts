import { appReady, expect, expectAccessible, openPage, test } from "./fixtures";
import { holdRequests } from "./held-requests";

// The menu is a habilité seafarer's and a 401 logs a visitor out of these pages (spec 4 and 6).
test.use({ persona: "marin-fc" });

// axe over the full DSFR stylesheet takes seconds per page on a small machine.
test.describe.configure({ timeout: 60_000 });

const notMissingPage = (problem: string) => !problem.includes("404");

test.describe("header", () => {
  test("the language selector switches /fr/plan-site to /en/plan-site with a page load", async ({ page, consoleProblems }) => {
    await openPage(page, "/fr/plan-site");
    const selector = page.getByRole("banner").getByRole("navigation", { name: "Langue du site" });
    const options = selector.locator("a.fr-translate__language");
    await expect(options).toHaveText(["FR - Français", "EN - English", "ES - Español"]);
    expect(await options.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/fr/plan-site",
      "/en/plan-site",
      "/es/plan-site",
    ]);
    await expect(options.first()).toHaveAttribute("aria-current", "true");

    await selector.getByRole("button", { name: "FR" }).click();
    await Promise.all([page.waitForEvent("load"), options.nth(1).click()]);
    await expect(page).toHaveURL(/\/en\/plan-site$/);
    await appReady(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site map");
    await expect(page).toHaveTitle("Seafarer portal | Site map");
    await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Home" })).toHaveAttribute(
      "href",
      "/en/univers-marin/pmr/accueil-pmr",
    );
    await expectAccessible(page);
    expect(consoleProblems).toEqual([]);
  });

  for (const lang of ["fr", "es"]) {
    test(`on a phone, /${lang}: every control of the open menu fits the screen, the language selector's arrow included`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await openPage(page, `/${lang}/plan-site`);
      await page
        .getByRole("banner")
        .getByRole("button", { name: /^Men[uú]$/ })
        .click();
      const menu = page.locator(".fr-header__menu.fr-modal");
      await expect(menu).toBeVisible();
      const controls = menu.locator("a, button").filter({ visible: true });
      expect(await controls.count()).toBeGreaterThan(5);
      const overflowing = await controls.evaluateAll((elements) =>
        elements
          .map((element) => ({ text: element.textContent.trim(), box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.left < 0 || box.right > document.documentElement.clientWidth)
          .map(({ text, box }) => `${text}: ${Math.round(box.left)}–${Math.round(box.right)}`),
      );
      expect(overflowing).toEqual([]);
    });
  }

  test("a habilité seafarer sees who is signed in and the logout", async ({ page }) => {
    await openPage(page, "/fr/plan-site");
    const header = page.getByRole("banner");
    await expect(header.getByText("Connecté en tant que Yann Le Goff (12345678)").first()).toBeAttached();
    await expect(header.getByRole("link", { name: "Se déconnecter" }).first()).toHaveAttribute("href", "/logout");
  });
});

test.describe("header for a visitor", () => {
  test.use({ persona: undefined });

  test("the ship-owner and yacht-owner portals open in a new window, said in their titles", async ({ page }) => {
    await openPage(page, "/fr/login");
    const header = page.getByRole("banner");
    const shipowner = header.getByRole("link", { name: "Espace armateur" }).first();
    await expect(shipowner).toHaveAttribute("target", "_blank");
    await expect(shipowner).toHaveAttribute("title", "Espace armateur - nouvelle fenêtre");
    await expect(shipowner).toHaveAttribute("rel", "noopener noreferrer");
    const yacht = header.getByRole("link", { name: "Espace plaisancier" }).first();
    await expect(yacht).toHaveAttribute("href", "https://plaisance.example.gouv.fr");
    await expect(yacht).toHaveAttribute("title", "Espace plaisancier - nouvelle fenêtre");
    // Nobody is signed in: no identity and no logout, but a sign-in link on a sign-in page (spec 4).
    await expect(header.getByText("Se déconnecter")).toHaveCount(0);
    await expect(header.getByText("Connecté en tant que")).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Se connecter" }).first()).toHaveAttribute("href", "/fr/login");
  });
});

test.describe("main menu", () => {
  test("has every entry of spec 2.3 in order, under the current prefix, the current one marked", async ({ page }) => {
    await openPage(page, "/es/univers-marin/pmr/mes-titres");
    const menu = page.locator("nav#menu");
    await expect(menu.locator(":scope > ul > li > :is(a, button)")).toHaveText([
      "Inicio",
      "Mi aptitud médica",
      "Mis líneas de servicio",
      "Mis cualificaciones",
      "Mis solicitudes",
      "Autorización del armador",
      "Mi cuenta",
      "Contáctenos",
    ]);
    await expect(menu.locator("[aria-current=page]")).toHaveCount(1);
    await expect(menu.locator("a[aria-current=page]")).toHaveAttribute("href", "/es/univers-marin/pmr/mes-titres");
    await expect(menu.getByRole("button", { name: "Mis cualificaciones" })).toHaveAttribute("aria-current", "true");
    // The sub-application's pages have no breadcrumb.
    await expect(page.locator("nav.fr-breadcrumb")).toHaveCount(0);
  });

  test("sub-entries are real links, and the shell's own page is reached without a page load", async ({ page }) => {
    await openPage(page, "/fr/plan-site");
    const menu = page.locator("nav#menu");
    await menu.getByRole("button", { name: "Mes demandes" }).click();
    const requests = menu.getByRole("button", { name: "Mes demandes" }).locator("xpath=following-sibling::div").getByRole("link");
    await expect(requests).toHaveText([
      "Demander un RDV médical",
      "Demander un RDV médical pour un autre",
      "Demander un titre",
      "Demander une formation",
    ]);
    await expect(requests.nth(1)).toHaveAttribute("href", "/fr/univers-marin/demandes/rendez-vous");

    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await menu.getByRole("button", { name: "Mon compte" }).click();
    await menu.getByRole("link", { name: "Mes infos" }).click();
    await expect(page).toHaveURL(/\/fr\/mes-infos$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon compte");
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    // The sub-menu may have closed after the navigation: the link is checked even when hidden.
    await expect(menu.locator("a", { hasText: "Mes infos" })).toHaveAttribute("aria-current", "page");
  });

  for (const path of [
    "/univers-marin/agent/rechercher-marin",
    "/en/univers-marin/AGENT/Rechercher-Marin",
    "/es/Univers-Marin/agent/rechercher-marin/",
  ]) {
    test(`is hidden on the agents' seafarer search: ${path}`, async ({ page, consoleProblems }) => {
      await openPage(page, path);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.locator("nav#menu")).toHaveCount(0);
      await expect(page.locator(".fr-skiplinks a[href='#menu']")).toHaveCount(0);
      await expectAccessible(page);
      expect(consoleProblems.filter(notMissingPage)).toEqual([]);
    });
  }

  test("the empty path leads home, where the menu marks 'Accueil'", async ({ page }) => {
    await openPage(page, "/");
    await expect(page).toHaveURL(/\/univers-marin\/pmr\/accueil-pmr$/);
    await expect(page.locator("nav#menu a[aria-current=page]")).toHaveText("Accueil");
  });
});

test.describe("keyboard and screen readers", () => {
  test("Tab from the top reaches the skip links, then the header, then the menu", async ({ page }) => {
    await openPage(page, "/fr/plan-site");
    // This page's export has no menu: it comes, and its skip link with it, once its code has loaded.
    await expect(page.locator("nav#menu")).toBeVisible();
    const stops: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active) return "none";
        if (active.closest(".fr-skiplinks")) return ["skip", active.textContent].join(":");
        if (active.closest("nav#menu")) return "menu";
        if (active.closest("header")) return "header";
        return "other";
      });
      stops.push(where);
      if (where === "menu") break;
    }
    expect(stops.slice(0, 3)).toEqual(["skip:Contenu", "skip:Menu", "skip:Pied de page"]);
    const rest = stops.slice(3);
    expect(rest.at(-1)).toBe("menu");
    expect(rest.slice(0, -1).length).toBeGreaterThan(0);
    expect(rest.slice(0, -1).every((stop) => stop === "header")).toBe(true);
  });

  test("each skip link moves focus to its target", async ({ page }) => {
    await openPage(page, "/fr/accessibilite");
    // Here the menu comes once the session has answered and its code has loaded (docs/performance.md, "Deferred parts").
    await expect(page.locator("nav#menu")).toBeVisible();
    for (const [label, target] of [
      ["Contenu", "main#contenu"],
      ["Menu", "nav#menu"],
      ["Pied de page", "footer#footer"],
    ] as const) {
      await page.locator(".fr-skiplinks").getByRole("link", { name: label }).focus();
      await page.keyboard.press("Enter");
      await expect(page.locator(target)).toBeFocused();
    }
  });

  test("the 'Menu' skip link comes with the menu, not before: never a link to nothing while the menu's code is on its way", async ({
    page,
  }) => {
    // The export of this page has no menu (it is the session's): it comes with its own chunk.
    const release = await holdRequests(page, /\/assets\/MainMenu-[\w-]+\.js$/);
    await openPage(page, "/fr/accessibilite");
    // The session has answered: the menu is enabled, and only its code is missing.
    await expect(page.getByRole("banner").getByRole("link", { name: "Se déconnecter" }).first()).toBeVisible();
    const skipLinks = page.locator(".fr-skiplinks a");
    await expect(skipLinks).toHaveText(["Contenu", "Pied de page"]);
    await expect(page.locator("nav#menu")).toHaveCount(0);

    release();
    await expect(skipLinks).toHaveText(["Contenu", "Menu", "Pied de page"]);
    await skipLinks.nth(1).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("nav#menu")).toBeFocused();
  });

  test("a client navigation moves focus to the h1, updates the title and announces it", async ({ page }) => {
    await openPage(page, "/fr/plan-site");
    const announcer = page.getByTestId("route-announcer");
    await expect(announcer).toHaveText("");
    await expect(page.getByRole("heading", { level: 1 })).not.toBeFocused();

    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /^Accessibilité/ })
      .click();
    await expect(page).toHaveURL(/\/fr\/accessibilite$/);
    await expect(page.getByRole("heading", { level: 1, name: "Accessibilité" })).toBeFocused();
    await expect(page).toHaveTitle("Portail du marin | Accessibilité");
    await expect(announcer).toHaveText("Portail du marin | Accessibilité");
    await expect(announcer).toHaveAttribute("aria-live", "polite");
    await expect(page.locator("nav.fr-breadcrumb [aria-current=page]")).toHaveText("Accessibilité");
  });
});

test.describe("footer and display settings", () => {
  test("legal links come from the configuration and open in a new window", async ({ page }) => {
    await openPage(page, "/fr/login");
    const footer = page.getByRole("contentinfo");
    for (const [label, href] of [
      ["Mentions légales", "https://mer.example.gouv.fr/mentions-legales"],
      ["Données personnelles", "https://mer.example.gouv.fr/donnees-personnelles"],
      ["Gestion des cookies", "https://mer.example.gouv.fr/cookies"],
      ["Conditions générales d'utilisation", "https://mer.example.gouv.fr/cgu"],
    ] as const) {
      const link = footer.getByRole("link", { name: label, exact: true });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("title", `${label} - nouvelle fenêtre`);
    }
    await expect(footer.getByText("licence etalab-2.0")).toBeVisible();
    await expect(page.getByRole("link", { name: "Je donne mon avis" })).toHaveAttribute("href", "https://mer.example.gouv.fr/contact");
    await expect(page.getByRole("heading", { name: "Suivez-nous sur les réseaux sociaux" })).toBeVisible();
  });

  test("the display settings offer the three themes, and the choice survives a reload before first paint", async ({ page }) => {
    await openPage(page, "/es/login");
    await page.getByRole("contentinfo").getByRole("button", { name: "Parámetros de visualización" }).click();
    const dialog = page.getByRole("dialog", { name: "Parámetros de visualización" });
    await expect(dialog.locator("legend")).toHaveText("Elija un tema para personalizar el aspecto del sitio.");
    await expect(dialog.locator("label")).toHaveText(["Tema claro", "Tema oscuro", "SistemaUtiliza la configuración del sistema."]);
    await expectAccessible(page);
    await dialog.getByText("Tema oscuro").click();
    await expect(page.locator("html")).toHaveAttribute("data-fr-theme", "dark");

    // The theme present when <body> is first parsed, before any paint of the page.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!(document.body as HTMLElement | null)) return;
        (window as unknown as { themeAtBody?: string | null }).themeAtBody = document.documentElement.getAttribute("data-fr-theme");
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await appReady(page);
    expect(await page.evaluate(() => (window as unknown as { themeAtBody?: string | null }).themeAtBody)).toBe("dark");
    await expect(page.locator("html")).toHaveAttribute("data-fr-theme", "dark");
  });

  test("the French display labels are those of spec 2.3; the artworks load when the dialog opens", async ({ page }) => {
    const artworks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/(?:light|dark|system)-[^/]*\.svg$/.test(request.url())) artworks.push(request.url());
    });
    await openPage(page, "/fr/login", { settled: true });
    expect(artworks).toEqual([]);
    await page.getByRole("contentinfo").getByRole("button", { name: "Paramètres d'affichage" }).click();
    const dialog = page.getByRole("dialog", { name: "Paramètres d'affichage" });
    await expect(dialog.locator(".fr-radio-rich__img svg use")).toHaveCount(9);
    await expect.poll(() => artworks.length).toBe(3);
    await expect(dialog.locator("legend")).toHaveText("Choisissez un thème pour personnaliser l'apparence du site.");
    await expect(dialog.locator("label")).toHaveText(["Thème clair", "Thème sombre", "SystèmeUtilise les paramètres système."]);
    await expect(dialog.getByRole("button", { name: "Fermer" })).toBeVisible();
  });

  test("a closed dialog is left out of the page's rendering until it opens, and fades without motion when asked", async ({ page }) => {
    await openPage(page, "/fr/login", { settled: true });
    const closed = page.locator("dialog.fr-modal");
    await expect(closed).toHaveCount(2);
    // checkVisibility() ignores visibility: hidden, DSFR's way of hiding them; it sees a subtree whose rendering is skipped.
    const rendered = (dialog: typeof closed) =>
      dialog.evaluateAll((dialogs) => dialogs.map((d) => d.querySelector("button")?.checkVisibility() ?? null));
    expect(await rendered(closed)).toEqual([false, false]);

    await page.getByRole("contentinfo").getByRole("button", { name: "Paramètres d'affichage" }).click();
    const settings = page.getByRole("dialog", { name: "Paramètres d'affichage" });
    await expect(settings.getByRole("button", { name: "Fermer" })).toBeVisible();
    expect(await rendered(settings)).toEqual([true]);
    await settings.getByRole("button", { name: "Fermer" }).click();
    await expect(settings).toBeHidden();
    await expect.poll(() => rendered(page.locator("#fr-theme-modal"))).toEqual([false]);

    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await closed.evaluateAll((dialogs) => dialogs.map((d) => getComputedStyle(d).transitionDuration))).toEqual(["0s", "0s"]);
  });
});
