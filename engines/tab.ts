import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { setTimeout as sleep } from "node:timers/promises";
import { count, countDocument } from "../e2e/budget/record";
import { WCAG_TAGS } from "../e2e/fixtures";
import { READY_ATTRIBUTE, READY_VALUE } from "../src/boot/ready-mark";
import type { EngineName, Json, Key, PageDriver } from "./drivers/driver";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** How long a wait may take: a page through a provider, beside the other worker's engine. */
const WAIT_MS = 20_000;

/** Without the Navigation API, how long a history step may take to leave the page before it is taken to go nowhere. */
const LEAVE_MS = 5000;

/** What traverse reads in the page: the Navigation API where the engine has one, and the mark on the page it leaves. */
type HistoryWindow = Window & { navigation?: { canGoBack: boolean; canGoForward: boolean }; engineLeft?: string };

/** The attribute a found element is marked with, so that the driver clicks exactly that one. */
const TARGET_ATTRIBUTE = "data-engine-target";

/**
 * One tab of any engine, with what the journeys do in it, written once: each step is a driver's
 * native action, or a question asked in the page and asked again until it holds.
 */
export class EngineTab {
  #targets = 0;
  #traversals = 0;

  constructor(
    readonly engine: EngineName,
    private readonly driver: PageDriver,
    readonly baseUrl: string,
  ) {
    // What the tab loads counts for its test's file (e2e/budget).
    driver.onDocument(countDocument);
  }

  /** Asks the page until fn answers something other than false, null or undefined; a navigation in between is asked again. */
  async waitFor<A extends Json[], R extends Json>(
    what: string,
    fn: (...args: A) => R | undefined | Promise<R | undefined>,
    args: A,
    timeoutMs = WAIT_MS,
  ): Promise<R> {
    const deadline = Date.now() + timeoutMs;
    let last: unknown;
    for (;;) {
      try {
        const answer = await this.evaluate(fn, ...args);
        if (answer !== false && answer !== null && answer !== undefined) return answer;
        last = answer;
      } catch (error) {
        last = error;
      }
      if (Date.now() > deadline)
        throw new Error(`${this.engine}: waited ${timeoutMs} ms for ${what} on ${await this.driver.url()} (last: ${String(last)})`);
      await sleep(100);
    }
  }

  /** The page's ready mark (src/boot/load-plan.ts): hydrated, DSFR started, the browser idle. */
  async ready(): Promise<void> {
    await this.waitFor("the ready mark", (name, value) => document.documentElement.getAttribute(name) === value, [
      READY_ATTRIBUTE,
      READY_VALUE,
    ]);
  }

  /** Goes to the portal's path as the address bar would, and waits until the page is usable. */
  async open(path: string): Promise<void> {
    await this.driver.goto(new URL(path, this.baseUrl).href);
    await this.ready();
  }

  async url(): Promise<URL> {
    return new URL(await this.driver.url());
  }

  /** Waits until the tab's address passes the test (a navigation, a redirect chain, history). */
  async waitForUrl(what: string, test: (url: URL) => boolean, timeoutMs = WAIT_MS): Promise<URL> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const url = await this.url().catch(() => undefined);
      if (url !== undefined && test(url)) return url;
      if (Date.now() > deadline) throw new Error(`${this.engine}: waited ${timeoutMs} ms for ${what}, at ${String(url)}`);
      await sleep(100);
    }
  }

  /**
   * Finds the first visible element matching selector whose text (or accessible label) is text,
   * once a click at its middle would reach it, and marks it; resolves to the selector of the mark.
   */
  async find(selector: string, text?: string): Promise<string> {
    this.#targets += 1;
    const mark = String(this.#targets);
    await this.waitFor(
      `${selector}${text === undefined ? "" : ` "${text}"`}`,
      (css: string, wanted: string | null, attribute: string, id: string) => {
        const found = Array.from(document.querySelectorAll<HTMLElement>(css)).find((element) => {
          const names = [element.textContent, element.getAttribute("aria-label")].map((name) => (name ?? "").replace(/\s+/g, " ").trim());
          return (wanted === null || names.includes(wanted)) && element.checkVisibility({ visibilityProperty: true });
        });
        if (found === undefined) return false;
        // As a person would: on screen, and what a click at its middle reaches (not a menu still opening over it).
        found.scrollIntoView({ block: "center" });
        const box = found.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (box.width === 0 || box.height === 0 || hit === null || !(found === hit || found.contains(hit))) return false;
        found.setAttribute(attribute, id);
        return true;
      },
      [selector, text ?? null, TARGET_ATTRIBUTE, mark],
    ).catch(async (error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)}; ${await this.whyNotFound(selector, text)}`, {
        cause: error,
      });
    });
    return `[${TARGET_ATTRIBUTE}="${mark}"]`;
  }

  /**
   * What the page holds for a find() that timed out: each element with the wanted text, whether
   * it shows, what a click at its middle would reach, and the state of the DSFR disclosure that
   * hides it, if any (a menu that did not open, or closed again).
   */
  private async whyNotFound(selector: string, text?: string): Promise<string> {
    const found = await this.evaluate(
      (css: string, wanted: string | null) =>
        Array.from(document.querySelectorAll<HTMLElement>(css))
          // Matched as find() matches: by its text or its accessible label.
          .filter(
            (element) =>
              wanted === null ||
              [element.textContent, element.getAttribute("aria-label")].some((name) => (name ?? "").replace(/\s+/g, " ").trim() === wanted),
          )
          .map((element) => {
            const box = element.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            const collapse = element.closest<HTMLElement>(".fr-collapse");
            const opener = collapse === null ? null : document.querySelector(`[aria-controls="${collapse.id}"]`);
            return [
              `visible=${String(element.checkVisibility({ visibilityProperty: true }))}`,
              `box=${Math.round(box.width)}x${Math.round(box.height)}`,
              `hit=${hit === null ? "none" : `${hit.tagName.toLowerCase()}.${hit.className}`}`,
              collapse === null ? "" : `in ${collapse.className}`,
              opener === null
                ? ""
                : `opener aria-expanded=${String(opener.getAttribute("aria-expanded"))} dsfr=${String(opener.hasAttribute("data-fr-js-collapse-button"))}`,
            ]
              .filter((part) => part !== "")
              .join(" ");
          }),
      selector,
      text ?? null,
    ).catch((error: unknown) => [`the page could not be asked (${String(error)})`]);
    return found.length === 0 ? "no element with that text" : found.join(" | ");
  }

  /** A native click on the element found as find() finds it. */
  async click(selector: string, text?: string): Promise<void> {
    await this.driver.click(await this.find(selector, text));
  }

  async type(selector: string, text: string): Promise<void> {
    await this.driver.type(await this.find(selector), text);
  }

  async press(key: Key, times = 1): Promise<void> {
    for (let pressed = 0; pressed < times; pressed += 1) await this.driver.press(key);
  }

  /** Presses Tab until the focused element is the one wanted (its text, when given): a keyboard user's way to it. */
  async tabTo(selector: string, text?: string, most = 40): Promise<void> {
    for (let pressed = 0; pressed < most; pressed += 1) {
      await this.driver.press("Tab");
      if (await this.focusIs(selector, text)) return;
    }
    throw new Error(`${this.engine}: ${selector}${text === undefined ? "" : ` "${text}"`} not reached in ${most} presses of Tab`);
  }

  /** The focused element matches selector and, when given, has that text. */
  focusIs(selector: string, text?: string): Promise<boolean> {
    return this.evaluate(
      (css: string, wanted: string | null) => {
        const focused = document.activeElement;
        return (
          focused instanceof HTMLElement &&
          focused.matches(css) &&
          (wanted === null || focused.textContent.replace(/\s+/g, " ").trim() === wanted)
        );
      },
      selector,
      text ?? null,
    );
  }

  /** The page's visible text contains text. */
  async seesText(text: string): Promise<void> {
    await this.waitFor(`the text "${text}"`, (wanted) => document.body.innerText.includes(wanted), [text]);
  }

  /** The page's visible text does not contain text, now. */
  async showsNoText(text: string): Promise<boolean> {
    return !(await this.evaluate((wanted) => document.body.innerText.includes(wanted), text));
  }

  /** The page's title and <html lang>. */
  async titleAndLang(): Promise<{ title: string; lang: string }> {
    return this.evaluate(() => ({ title: document.title, lang: document.documentElement.lang }));
  }

  /**
   * History, from the page itself: an automation's own Back waits for a load event, which a page
   * the back/forward cache restores never fires (Firefox's BiDi never answers it). Resolves once
   * another document is in the tab: until then, the URL and the ready mark the next steps wait for
   * are still the left page's, which may match them (two sign-in pages). A step with nowhere to go
   * leaves the page where it is: the Navigation API says so where the engine has it (WebKitGTK
   * has not), and there a page still in place after LEAVE_MS has not moved.
   */
  async back(): Promise<void> {
    await this.traverse("back");
  }

  async forward(): Promise<void> {
    await this.traverse("forward");
  }

  private async traverse(step: "back" | "forward"): Promise<void> {
    const left = `left-${(this.#traversals += 1)}`;
    const moves = await this.evaluate(
      (mark, direction) => {
        const page = window as HistoryWindow;
        page.engineLeft = mark;
        setTimeout(() => (direction === "back" ? history.back() : history.forward()), 0);
        return page.navigation === undefined ? null : direction === "back" ? page.navigation.canGoBack : page.navigation.canGoForward;
      },
      left,
      step,
    );
    if (moves === false) return;
    const leaving = this.waitFor(
      `another page after history.${step}()`,
      (mark) => (window as HistoryWindow).engineLeft !== mark,
      [left],
      moves === true ? WAIT_MS : LEAVE_MS,
    );
    // Without the Navigation API, a page still in place has not moved.
    await (moves === true ? leaving : leaving.catch(() => undefined));
  }

  /**
   * Runs fn in the page, sent as its source: no closure, and no named function inside it (a runner
   * that keeps names, tsx, would send a helper the page lacks). The answer is what fn says it is.
   */
  async evaluate<A extends Json[], R extends Json | undefined>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R> {
    return (await this.driver.call(fn.toString(), args)) as R;
  }

  /** Runs fn in the page for what it does, as evaluate sends it; resolves once a promise it returns has settled. */
  async act<A extends Json[]>(fn: (...args: A) => unknown, ...args: A): Promise<void> {
    await this.driver.call(fn.toString(), args);
  }

  /** axe-core's violations at WCAG 2.1 AA on the page as this engine renders it, one line each. */
  async axeViolations(): Promise<string[]> {
    count("fullPageAxe");
    await this.driver.run(AXE_SOURCE);
    return this.evaluate(async (tags) => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
      interface AxeResults {
        violations: { id: string; help: string; nodes: { target: string[] }[] }[];
      }
      const results = await axe.run(document, { runOnly: { type: "tag", values: tags } });
      return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    }, WCAG_TAGS);
  }

  cspViolations(): Promise<string[]> {
    return this.driver.cspViolations();
  }

  resize(width: number, height: number): Promise<void> {
    return this.driver.resize(width, height);
  }

  screenshot(file: string): Promise<void> {
    return this.driver.screenshot(file);
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
