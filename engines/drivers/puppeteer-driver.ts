import puppeteer, { type Browser, type BrowserContext, type KeyInput, type Page } from "puppeteer-core";
import { isRedirect } from "../../e2e/budget/counts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium";
import type { BrowserDriver, Json, Key, PageDriver } from "./driver";

/** Debian's Firefox ESR: Gecko, over WebDriver BiDi. */
const FIREFOX_PATH = "/usr/bin/firefox-esr";

const KEYS: Record<Key, { readonly key: KeyInput; readonly held?: KeyInput }> = {
  Tab: { key: "Tab" },
  "Shift+Tab": { key: "Tab", held: "Shift" },
  Enter: { key: "Enter" },
  Escape: { key: "Escape" },
  Space: { key: "Space" },
};

/** The console line a page's CSP violation becomes (see watchCsp). */
const CSP_LINE = "csp-violation ";

class PuppeteerPage implements PageDriver {
  readonly #violations: string[] = [];

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {}

  /** Every document of the tab reports its violations on the console, from before its own scripts run. */
  async watchCsp(): Promise<void> {
    this.page.on("console", (message) => {
      if (message.text().startsWith(CSP_LINE)) this.#violations.push(message.text().slice(CSP_LINE.length));
    });
    await this.page.evaluateOnNewDocument(`document.addEventListener("securitypolicyviolation", (event) =>
      console.error("${CSP_LINE}" + event.effectiveDirective + " " + event.blockedURI + " at " + event.documentURI));`);
  }

  cspViolations(): Promise<string[]> {
    return Promise.resolve([...this.#violations]);
  }

  /** Every answer to a navigation of the main frame but a redirect, over CDP and BiDi alike: a service worker's too. */
  onDocument(listener: (url: string) => void): void {
    this.page.on("response", (response) => {
      const request = response.request();
      if (request.isNavigationRequest() && request.frame()?.parentFrame() === null && !isRedirect(response.status()))
        listener(response.url());
    });
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: "load" });
  }

  /** The page's own address: over BiDi, puppeteer misses a page the back/forward cache restores. */
  async url(): Promise<string> {
    return this.page.evaluate(() => window.location.href).catch(() => this.page.url());
  }

  call(source: string, args: readonly Json[]): Promise<unknown> {
    return this.page.evaluate(`(${source})(...${JSON.stringify(args)})`);
  }

  async run(source: string): Promise<void> {
    await this.page.evaluate(source);
  }

  async click(selector: string): Promise<void> {
    await this.page.click(selector);
  }

  async type(selector: string, text: string): Promise<void> {
    await this.page.focus(selector);
    await this.page.keyboard.type(text);
  }

  async press(key: Key): Promise<void> {
    const { key: main, held } = KEYS[key];
    if (held !== undefined) await this.page.keyboard.down(held);
    await this.page.keyboard.press(main);
    if (held !== undefined) await this.page.keyboard.up(held);
  }

  async resize(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  async screenshot(file: string): Promise<void> {
    await this.page.screenshot({ path: file });
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/**
 * Chromium (over CDP) and Firefox (over WebDriver BiDi) through puppeteer-core, each tab in a
 * context of its own. Puppeteer leaves Chromium's back/forward cache on, as a person's browser has it.
 */
export async function launchPuppeteer(engine: "chromium" | "firefox"): Promise<BrowserDriver> {
  const browser: Browser =
    engine === "firefox"
      ? await puppeteer.launch({ browser: "firefox", executablePath: FIREFOX_PATH, headless: true })
      : await puppeteer.launch({
          browser: "chrome",
          executablePath: CHROMIUM_PATH ?? "/usr/bin/chromium",
          headless: true,
          args: CHROMIUM_FLAGS,
        });
  return {
    engine,
    async newPage() {
      const context = await browser.createBrowserContext();
      const page = new PuppeteerPage(context, await context.newPage());
      await page.watchCsp();
      return page;
    },
    close: () => browser.close(),
  };
}
