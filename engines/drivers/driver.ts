/** The three engines of the cross-engine suite (docs/cross-engine.md). */
export const ENGINES = ["chromium", "firefox", "webkit"] as const;
export type EngineName = (typeof ENGINES)[number];

/** The keys the journeys press. */
export type Key = "Tab" | "Shift+Tab" | "Enter" | "Escape" | "Space";

/** What may cross from the test into the page and back. */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/**
 * One tab of one engine, as each driver gives it: the only part of the suite written per driver.
 * Everything else (waits, finding an element by its text, history, axe) is written once on top of
 * it, in engines/tab.ts.
 */
export interface PageDriver {
  /** Loads the URL as the address bar would; resolves once its load event has fired. */
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Calls, in the page, the function whose source is given, with args; its answer once a promise it returns has settled. */
  call(source: string, args: readonly Json[]): Promise<unknown>;
  /** Runs a script's source in the page, as a classic script (axe-core's). */
  run(source: string): Promise<void>;
  /** A native click, through the engine's input pipeline, on the first element matching selector. */
  click(selector: string): Promise<void>;
  /** Native key presses into the element matching selector, after focusing it. */
  type(selector: string, text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** The viewport's size in CSS pixels (WebKitGTK's window has a minimum width: docs/cross-engine.md). */
  resize(width: number, height: number): Promise<void>;
  screenshot(file: string): Promise<void>;
  /**
   * The Content-Security-Policy violations the tab's pages reported to a listener that runs before
   * their own scripts, one line each; [] from a driver that cannot run a script first (WebDriver
   * classic), whose engine's reports go to the portal's report endpoint instead (docs/cross-engine.md).
   */
  cspViolations(): Promise<string[]>;
  /**
   * Calls listener with the address of each document the tab's main frame loads from now on (a
   * redirect's hops are not documents), for the suite's budget (e2e/budget): as far as the driver
   * sees them, which each driver says.
   */
  onDocument(listener: (url: string) => void): void;
  close(): Promise<void>;
}

/** A running engine: one per test worker, a fresh profile (cookies, storage, service workers) per tab. */
export interface BrowserDriver {
  readonly engine: EngineName;
  newPage(): Promise<PageDriver>;
  close(): Promise<void>;
}
