import { test as base } from "@playwright/test";
import { countPageLoads } from "./record";

/**
 * Playwright's test with its browser counted (record.ts): the base of e2e/fixtures.ts's test.
 * The browser is the worker's, started only for a test that asks for it, as before.
 */
export const test = base.extend({
  browser: [async ({ browser }, use) => use(countPageLoads(browser)), { scope: "worker" }],
});
