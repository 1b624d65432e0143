import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { isLeftByNavigation } from "./navigation";

// The words Playwright answers with when the document a question was asked in is gone.
const PLAYWRIGHT_WORDS = "Execution context was destroyed, most likely because of a navigation";

describe("isLeftByNavigation", () => {
  it("is Playwright's answer after the page navigated, in the words of the installed Playwright", () => {
    // Wherever the installed version keeps them: its files are not an interface, their words are.
    const lib = join(dirname(createRequire(import.meta.url).resolve("playwright-core/package.json")), "lib");
    const scripts = readdirSync(lib, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
    expect(scripts.some((file) => readFileSync(join(lib, file), "utf8").includes(PLAYWRIGHT_WORDS))).toBe(true);
    expect(isLeftByNavigation(new Error(`locator.evaluateAll: ${PLAYWRIGHT_WORDS}.`))).toBe(true);
  });

  it("is not any other failure: a timeout, a closed page, or something thrown that is not an Error", () => {
    expect(isLeftByNavigation(new Error("locator.evaluateAll: Timeout 30000ms exceeded."))).toBe(false);
    expect(isLeftByNavigation(new Error("locator.evaluateAll: Target page, context or browser has been closed"))).toBe(false);
    expect(isLeftByNavigation("Execution context was destroyed")).toBe(false);
  });
});
