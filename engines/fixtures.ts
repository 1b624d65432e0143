import { test as base } from "@playwright/test";
import { PORTAL_URL } from "../e2e/stack";
import type { BrowserDriver, EngineName } from "./drivers/driver";
import { launchPuppeteer } from "./drivers/puppeteer-driver";
import { launchWebKit } from "./drivers/webkit-driver";
import { EngineTab } from "./tab";

export { expect } from "@playwright/test";

interface WorkerFixtures {
  /** The engine of the project (playwright.config.ts): each journey runs once per engine. */
  engine: EngineName;
  engineBrowser: BrowserDriver;
}

interface TestFixtures {
  /** A tab with a fresh profile, on the stack's portal; baseUrl another portal's for a test that starts one. */
  tab: EngineTab;
  openTab: (baseUrl: string) => Promise<EngineTab>;
}

function launch(engine: EngineName): Promise<BrowserDriver> {
  return engine === "webkit" ? launchWebKit() : launchPuppeteer(engine);
}

/** The journeys' test: the engine is started once per worker, a tab opened per test and closed after it. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ["chromium", { option: true, scope: "worker" }],
  engineBrowser: [
    async ({ engine }, use) => {
      const browser = await launch(engine);
      await use(browser);
      await browser.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  openTab: async ({ engineBrowser }, use) => {
    const opened: EngineTab[] = [];
    await use(async (baseUrl) => {
      const tab = new EngineTab(engineBrowser.engine, await engineBrowser.newPage(), baseUrl);
      opened.push(tab);
      return tab;
    });
    await Promise.all(opened.map((tab) => tab.close().catch(() => undefined)));
  },
  tab: async ({ openTab }, use) => {
    await use(await openTab(PORTAL_URL));
  },
});
