import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, expectAccessible, openPage, test } from "./fixtures";
import { startPortal } from "./extra-portal";
import { OWN_STACK, PORTAL_ENV } from "./stack";

test.describe("runtime configuration", { tag: OWN_STACK }, () => {
  test("a changed variable shows after a restart, without a rebuild", async ({ page }) => {
    let portal = await startPortal({ env: { SHIPOWNER_PORTAL_URL: "https://premier.example.gouv.fr/" } });
    try {
      await page.goto(`${portal.url}/fr/login`);
      await expect(page.getByRole("link", { name: /Espace armateur/ }).first()).toHaveAttribute("href", "https://premier.example.gouv.fr");
      await portal.stop();
      portal = await startPortal({ env: { SHIPOWNER_PORTAL_URL: "https://second.example.gouv.fr/armateurs" }, port: portal.port });
      await page.goto(`${portal.url}/fr/login`);
      await expect(page.getByRole("link", { name: /Espace armateur/ }).first()).toHaveAttribute(
        "href",
        "https://second.example.gouv.fr/armateurs",
      );
    } finally {
      await portal.stop();
    }
  });

  for (const [variable, value] of [
    ["MATOMO_SITE_ID", "douze"],
    ["SESSION_IDLE_TIMEOUT_MINUTES", "1"],
    ["UNIVERS_MARIN_HOST", "javascript:alert(1)"],
    ["LINK_CONTACT", 'https://x.fr/"+alert(1)+"'],
    ["BACKEND_URL", "backend:8081"],
  ] as const) {
    test(`a malformed ${variable} stops the start with one line naming it`, () => {
      const runtime = mkdtempSync(join(tmpdir(), "portal-"));
      const result = spawnSync("sh", ["docker/entrypoint.d/40-portal-config.sh"], {
        env: { ...process.env, ...PORTAL_ENV, [variable]: value, PORTAL_TEMPLATE_DIR: process.cwd(), PORTAL_RUNTIME_DIR: runtime },
        encoding: "utf8",
      });
      expect(result.status).not.toBe(0);
      const lines = result.stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(variable);
    });
  }

  test("a missing env.js: the shell starts on defaults and logs one clear error", async ({ page, consoleProblems }) => {
    await page.route("**/env.js", (route) => route.fulfill({ status: 404, body: "" }));
    await openPage(page, "/fr/login");
    await expect(page.getByRole("heading", { level: 1, name: "Se connecter à mon espace marin" })).toBeVisible();
    const configErrors = consoleProblems.filter((p) => p.includes("env.js"));
    expect(configErrors).toHaveLength(1);
    expect(configErrors[0]).toContain("[config]");
  });
});

test.describe("env.js that does not come at first", () => {
  test.use({ persona: "marin-fc" });

  test("a link that drops: univers-marin's page says it is loading, asks again by itself, and mounts once the link is back, without a reload", async ({
    page,
    consoleProblems,
  }) => {
    let linkDown = true;
    let asked = 0;
    await page.route("**/env.js", (route) => {
      asked += 1;
      return linkDown ? route.abort("internetdisconnected") : route.continue();
    });
    await page.goto("/fr/univers-marin/pmr/accueil-pmr");
    await page.evaluate(() => document.documentElement.setAttribute("data-test-document", "first"));
    const main = page.locator("main");
    await expect(main.getByRole("status")).toContainText("Chargement de votre espace…");
    // The first request, then at least one the page made by itself.
    await expect.poll(() => asked, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await expect(main.getByRole("alert")).toHaveCount(0);

    linkDown = false;
    await expect(main.locator("#univers-marin").getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(main.getByRole("alert")).toHaveCount(0);
    await expect(main.getByRole("status")).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("data-test-document", "first");
    await expectAccessible(page);
    expect(consoleProblems.filter((problem) => problem.startsWith("pageerror:") || problem.includes("not configured"))).toEqual([]);
  });
});
