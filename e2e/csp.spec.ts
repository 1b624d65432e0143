import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, openPage, test } from "./fixtures";
import { OWN_STACK, PORTAL_ENV, PORTAL_URL, UNIVERS_MARIN_URL } from "./stack";

/**
 * The CSP (docker/entrypoint.d/40-portal-config.sh) allows no inline script and no eval. Its
 * style-src allows inline styles by hash only: the shell's pages carry none but react-dsfr's. With
 * a univers-marin host configured, the CSP level 3 directives style-src-elem and style-src-attr
 * let the module inject <style> elements and style attributes as frameworks do. Each test opens
 * pages the way a user does and fails if the browser reported any violation meanwhile.
 */

/** Violations as the page reports them, plus the console line Chromium logs for each. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`,
      );
    });
  });
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** The policy's directives by name, each with its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

/** Opens path once its policy has been checked: no eval, no inline scripts or shell styles. */
async function openUnderStrictCsp(page: Page, path: string): Promise<void> {
  const response = await openPage(page, path);
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp, `${path}: CSP`).not.toContain("unsafe-eval");
  const policy = directives(csp);
  for (const name of ["default-src", "script-src", "style-src"])
    expect(policy.get(name), `${path}: ${name}`).not.toContain("'unsafe-inline'");
}

test.describe("the CSP holds without 'unsafe-inline' for scripts and the shell's styles", () => {
  test("no exported page has an inline style or a style attribute, which no hash could cover", { tag: OWN_STACK }, () => {
    const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
    const pages = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(100);
    for (const page of pages) {
      const html = readFileSync(join(dist, page), "utf8");
      expect(html, page).not.toMatch(/<style[\s>]|\sstyle=/i);
    }
  });

  test("every kind of answer carries the policy: styles by hash, images also as data: URIs", async ({ request }) => {
    const html = await (await request.get("/fr/login")).text();
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? "";
    const js = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "";
    expect(css && js, "the page links a stylesheet and a script").toBeTruthy();
    const umOrigin = new URL(UNIVERS_MARIN_URL).origin;
    const portalOrigin = new URL(PORTAL_URL).origin;
    const medicalOrigin = new URL(PORTAL_ENV.MEDICAL_PORTAL_URL ?? "").origin;
    for (const path of [
      "/fr/login",
      "/fr/nulle-part",
      "/fr/error/500",
      "/univers-marin/pmr/accueil-pmr",
      css,
      js,
      "/env.js",
      "/assets/i18n/header.fr.json",
      "/sw.js",
    ]) {
      const response = await request.get(path);
      const policy = directives(response.headers()["content-security-policy"] ?? "");
      const styleSrc = policy.get("style-src") ?? [];
      // 'self' for the stylesheets, react-dsfr's two inline styles, and the sub-application's own.
      expect(
        styleSrc.filter((source) => source.startsWith("'sha256-")),
        `${path}: style hashes`,
      ).toHaveLength(2);
      expect(
        styleSrc.filter((source) => !source.startsWith("'sha256-")),
        `${path}: style-src`,
      ).toEqual(["'self'", umOrigin]);
      // The sub-application's <style> elements and style attributes, in browsers that read these.
      expect(policy.get("style-src-elem"), `${path}: style-src-elem`).toEqual(["'self'", "'unsafe-inline'", umOrigin]);
      expect(policy.get("style-src-attr"), `${path}: style-src-attr`).toEqual(["'unsafe-inline'"]);
      // The build inlines DSFR icons up to 560 bytes into the stylesheet as data: URIs.
      expect(policy.get("img-src"), `${path}: img-src`).toEqual(expect.arrayContaining(["'self'", "data:"]));
      // The portal's own scripts by path, not 'self', which would cover the backend's answers under /api/ too.
      expect(policy.get("script-src"), `${path}: script-src`).toEqual([
        `${portalOrigin}/assets/`,
        `${portalOrigin}/env.js`,
        `${portalOrigin}/color-scheme.js`,
        umOrigin,
      ]);
      // The service worker's one script, for the reason script-src names files (worker-src would fall back to it).
      expect(policy.get("worker-src"), `${path}: worker-src`).toEqual([`${portalOrigin}/sw.js`]);
      expect(policy.get("form-action"), `${path}: form-action`).toEqual(["'self'", medicalOrigin]);
      expect(policy.get("default-src"), `${path}: default-src`).toEqual(["'self'"]);
      expect(policy.get("object-src"), `${path}: object-src`).toEqual(["'none'"]);
      expect(policy.get("base-uri"), `${path}: base-uri`).toEqual(["'self'"]);
      expect(policy.get("frame-ancestors"), `${path}: frame-ancestors`).toEqual(["'none'"]);
    }
  });

  test("the sign-in page with the account-creation modal open, light then dark", async ({ page }) => {
    const violations = await watchViolations(page);
    await openUnderStrictCsp(page, "/fr/login");
    await page.getByRole("button", { name: "Créer mon compte Cerbère" }).click();
    await expect(page.getByRole("dialog", { name: "Créer un compte Cerbère" })).toBeVisible();
    // The inline style react-dsfr inserts carries the scheme: the dark one has its own hash.
    await page.emulateMedia({ colorScheme: "dark" });
    await openUnderStrictCsp(page, "/en/login");
    await expect(page.locator("html")).toHaveAttribute("data-fr-theme", "dark");
    expect(await page.locator("style#dsfr-root-color-scheme").textContent()).toContain("dark");
    expect(violations).toEqual([]);
  });

  test.describe("signed in", () => {
    test.use({ persona: "marin-fc" });

    test("the account page, a univers-marin page, dark mode, the not-found and error pages", async ({ page }) => {
      const violations = await watchViolations(page);
      await openUnderStrictCsp(page, "/fr/mes-infos");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await openUnderStrictCsp(page, "/fr/univers-marin/pmr/accueil-pmr");
      await expect(page.locator("main #univers-marin").getByRole("heading", { level: 1 })).toBeVisible();
      // The display settings switch the scheme at run time: react-dsfr replaces its inline style.
      await page.getByRole("contentinfo").getByRole("button", { name: "Paramètres d'affichage" }).click();
      await page.getByRole("dialog", { name: "Paramètres d'affichage" }).getByText("Thème sombre").click();
      await expect(page.locator("html")).toHaveAttribute("data-fr-theme", "dark");
      // toHaveText skips a <style>'s text: read it as is.
      await expect.poll(() => page.locator("style#dsfr-root-color-scheme").textContent()).toContain("dark");
      // Through the shell's menu the module mounts again, without a page load.
      await page.getByRole("dialog", { name: "Paramètres d'affichage" }).getByRole("button", { name: "Fermer" }).click();
      const menu = page.getByRole("navigation", { name: "Menu principal" });
      await menu.getByRole("button", { name: "Mes qualifications" }).click();
      await menu.getByRole("link", { name: "Mes titres" }).click();
      await expect(page.locator("main #univers-marin").getByRole("heading", { level: 1, name: "Mes titres" })).toBeVisible();
      // The not-found page, exported apart from the others, and an error page, loaded dark (the
      // choice is kept). Signed in: a visitor's 401 would take the page elsewhere meanwhile.
      for (const path of ["/fr/nulle-part", "/fr/error/500"]) {
        await openUnderStrictCsp(page, path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("data-fr-theme", "dark");
      }
      expect(violations).toEqual([]);
    });

    test("the module's styles apply: a <style> element, a style attribute, a stylesheet from its host", async ({ page }) => {
      const violations = await watchViolations(page);
      await openUnderStrictCsp(page, "/fr/univers-marin/pmr/mes-titres");
      const frame = page.locator("main #univers-marin");
      await expect(frame.getByRole("heading", { level: 1, name: "Mes titres" })).toHaveCSS("border-bottom-width", "2px");
      await expect(frame.locator(".univers-marin-demo__lead")).toHaveCSS("border-left-width", "4px");
      await expect(frame.locator(".univers-marin-demo__note")).toHaveCSS("font-style", "italic");
      // Through the shell's router to another of its pages: a remount styles it again.
      await frame.getByRole("link", { name: "Mes informations (portail)" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon compte");
      await page.goBack();
      await expect(frame.locator(".univers-marin-demo__lead")).toHaveCSS("border-left-width", "4px");
      expect(violations).toEqual([]);
    });
  });
});
