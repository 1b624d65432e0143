import { type ChildProcess, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { Key as WdioKey, remote } from "webdriverio";
import { freePort } from "../../scripts/free-port";
import type { BrowserDriver, Json, Key, PageDriver } from "./driver";

/** WebKitGTK's WebDriver and the browser it drives (Debian's webkit2gtk-driver and libwebkit2gtk-4.1). */
const WEBKIT_DRIVER_PATH = "/usr/bin/WebKitWebDriver";
const MINIBROWSER_PATH = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const XVFB_PATH = "/usr/bin/Xvfb";

const KEYS: Record<Key, { readonly key: string; readonly held?: string }> = {
  Tab: { key: WdioKey.Tab },
  "Shift+Tab": { key: WdioKey.Tab, held: WdioKey.Shift },
  Enter: { key: WdioKey.Enter },
  Escape: { key: WdioKey.Escape },
  Space: { key: WdioKey.Space },
};

/** The mark a call leaves on the document it ran in: a document without it is new to the tab. */
const SEEN = "engineDocumentSeen";

/** What call's script answers: the function's answer, and whether the document was new. */
interface MarkedAnswer {
  readonly fresh: boolean;
  readonly url: string;
  readonly answer?: unknown;
}

class WebKitPage implements PageDriver {
  readonly #documentListeners: ((url: string) => void)[] = [];

  constructor(private readonly browser: WebdriverIO.Browser) {}

  async goto(url: string): Promise<void> {
    await this.browser.url(url);
  }

  url(): Promise<string> {
    return this.browser.getUrl();
  }

  async call(source: string, args: readonly Json[]): Promise<unknown> {
    // WebDriver's Execute Script waits for a promise the script returns. The document is marked
    // once the function has answered: one that failed leaves it new for the next call.
    const { fresh, url, answer }: MarkedAnswer = await this.browser.execute<MarkedAnswer, Json[]>(
      `const fresh = window.${SEEN} !== true;
      const url = location.href;
      return Promise.resolve((${source}).apply(null, arguments)).then((answer) => {
        window.${SEEN} = true;
        return { fresh, url, answer };
      });`,
      ...args,
    );
    if (fresh) for (const listener of this.#documentListeners) listener(url);
    return answer;
  }

  async run(source: string): Promise<void> {
    await this.browser.execute(source);
  }

  async click(selector: string): Promise<void> {
    await this.browser.$(selector).click();
  }

  async type(selector: string, text: string): Promise<void> {
    await this.browser.$(selector).addValue(text);
  }

  async press(key: Key): Promise<void> {
    const { key: main, held } = KEYS[key];
    const action = this.browser.action("key");
    if (held !== undefined) action.down(held);
    action.down(main).up(main);
    if (held !== undefined) action.up(held);
    await action.perform();
  }

  async resize(width: number, height: number): Promise<void> {
    // The window's outer size is what WebDriver sets: the viewport is measured and the difference added.
    await this.browser.setWindowSize(width, height);
    const [innerWidth, innerHeight] = (await this.browser.execute(() => [window.innerWidth, window.innerHeight])) as [number, number];
    if (innerWidth !== width || innerHeight !== height) {
      await this.browser.setWindowSize(width * 2 - innerWidth, height * 2 - innerHeight);
    }
  }

  async screenshot(file: string): Promise<void> {
    await this.browser.saveScreenshot(file);
  }

  cspViolations(): Promise<string[]> {
    return Promise.resolve([]);
  }

  /**
   * WebDriver classic sees no navigation: the documents a call ran in, known by the mark call
   * leaves. One the journey asked nothing of (a page that went on at once) goes unseen.
   */
  onDocument(listener: (url: string) => void): void {
    this.#documentListeners.push(listener);
  }

  async close(): Promise<void> {
    await this.browser.deleteSession();
  }
}

/** Resolves once the process has exited. */
function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));
}

/** An X server of its own (WebKitGTK's browser has no headless mode): the display it took. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  // -displayfd: Xvfb picks a free display and writes its number, with no race between workers.
  const xvfb = spawn(XVFB_PATH, ["-displayfd", "3", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let written = "";
    xvfb.stdio[3]?.on("data", (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes("\n")) resolve(`:${written.trim()}`);
    });
    xvfb.once("exit", (code) => reject(new Error(`Xvfb stopped before it took a display (exit ${code})`)));
  });
  return { display, process: xvfb };
}

/** Waits for WebKitWebDriver's /status to say it is ready. */
async function driverReady(port: number, driver: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver stopped (exit ${driver.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await sleep(100);
  }
  throw new Error("WebKitWebDriver did not answer within 10 s");
}

/**
 * WebKit through WebKitGTK's WebDriver, in WebDriver classic (its BiDi is not complete enough
 * for webdriverio), on an X display of its own. Each tab is a WebDriver session: a browser
 * process with a fresh profile.
 */
export async function launchWebKit(): Promise<BrowserDriver> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { env: { ...process.env, DISPLAY: xvfb.display }, stdio: "ignore" });
  await driverReady(port, driver);
  // WebKitGTK's own capability, which webdriverio's types do not list.
  const capabilities: WebdriverIO.Capabilities & Record<string, unknown> = {
    browserName: "MiniBrowser",
    "wdio:enforceWebDriverClassic": true,
    "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
  };
  return {
    engine: "webkit",
    async newPage() {
      const browser = await remote({
        hostname: "127.0.0.1",
        port,
        logLevel: "warn",
        capabilities,
      });
      return new WebKitPage(browser);
    },
    async close() {
      driver.kill();
      await exited(driver);
      xvfb.process.kill();
      await exited(xvfb.process);
    },
  };
}
