import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Zero axe violations at WCAG 2.1 AA on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

interface Fixtures {
  /** Console errors and warnings and uncaught page errors seen during the test. */
  consoleProblems: string[];
}

interface Options {
  /**
   * A persona of the simulated backend (mock/backend/PERSONAS.md) the browser context is signed
   * in as before the test starts; none by default. The session cookie is the host's, so it also
   * holds for another portal on 127.0.0.1 that proxies the same backend.
   */
  persona: string | undefined;
}

/**
 * The browser's own line for a 401 answer. Startup asks for the rights on every page (spec 4):
 * for a visitor who is not signed in the backend answers 401, and Chromium logs it by itself.
 */
const NOT_SIGNED_IN = "Failed to load resource: the server responded with a status of 401 (Unauthorized)";

/** Playwright's own line where the suite blocks service workers (playwright.config.ts), not the page's. */
const WORKER_BLOCKED = "Service Worker registration blocked by Playwright";

export const test = base.extend<Fixtures & Options>({
  persona: [undefined, { option: true }],
  page: async ({ page, persona }, use) => {
    if (persona !== undefined) {
      const response = await page.request.post("/oauth2/authorization/fc", { form: { persona, retour: "/login" }, maxRedirects: 0 });
      expect(response.status(), `sign-in as ${persona}`).toBe(303);
    }
    await use(page);
  },
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.text() === NOT_SIGNED_IN || message.text() === WORKER_BLOCKED) return;
      if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

export { expect };
