import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type Request, type Response } from "@playwright/test";
import { LOAD_PLAN } from "../src/boot/load-plan";
import { UNIVERS_MARIN_START } from "../src/features/univers-marin/start";
import { READY_ATTRIBUTE, READY_VALUE } from "../src/boot/ready-mark";
import { test as base } from "./budget/counted-test";
import { count } from "./budget/record";
import { signInRequest } from "./sign-in-by-request";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Where axe looks: `include` only, if given (a scoped run), and never in `exclude`. */
export interface AxeScope {
  readonly include?: string;
  readonly exclude?: string;
}

/** axe's WCAG 2.1 AA violations of the page as it is now, a line each. */
export async function axeViolations(page: Page, { include, exclude }: AxeScope = {}): Promise<string[]> {
  count(include === undefined ? "fullPageAxe" : "scopedAxe");
  await transitionsEnded(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include !== undefined) builder = builder.include(include);
  if (exclude !== undefined) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Zero axe violations at WCAG 2.1 AA on the page as it is now; within `part` only (a selector)
 * where a journey re-checks what changed on a page whose whole was checked elsewhere.
 */
export async function expectAccessible(page: Page, part?: string): Promise<void> {
  expect(await axeViolations(page, { include: part })).toEqual([]);
}

/**
 * Resolves once every finite animation and transition of the page has ended: axe reads colours as
 * painted, and a DSFR dialog fading in (opacity, 0.3 s) reads as text too pale for its background.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * How long the ready mark may take. On a /univers-marin page whose module has not painted yet,
 * the shell's own parts wait for it up to the load plan's caps (the module's stylesheets, then the
 * app's code, DSFR's script and the idle mark: 8 s) before the mark comes; on top of that,
 * expect's usual 7 s for a page that loads beside the other worker's.
 */
const READY_MARK_TIMEOUT =
  UNIVERS_MARIN_START.stylesheets.capMs + LOAD_PLAN.appCode.capMs + LOAD_PLAN.shellParts.capMs + LOAD_PLAN.ready.capMs + 7_000;

export interface ReadyOptions {
  /** Longer than expect's default, for a page whose first load runs beside many others. */
  readonly timeout?: number;
}

export interface OpenOptions extends ReadyOptions {
  /** Also wait until the page has settled (pageSettled): before a test checks that something did not happen. */
  readonly settled?: boolean;
}

/**
 * Waits until the page in the tab is usable: the app's ready mark (src/boot/load-plan.ts), set
 * once it has hydrated, DSFR has started and the browser has been idle (its name:
 * src/boot/ready-mark.ts). The specs wait for it through this function only.
 */
export async function appReady(page: Page, options: ReadyOptions = {}): Promise<void> {
  await expect(page.locator("html"), `the ready mark of ${page.url()}`).toHaveAttribute(READY_ATTRIBUTE, READY_VALUE, {
    timeout: options.timeout ?? READY_MARK_TIMEOUT,
  });
}

/**
 * Goes to path and waits until the page is usable, and settled if asked; the navigation's answer,
 * for tests of its headers. The specs open their pages through this function only.
 */
export async function openPage(page: Page, path: string, options: OpenOptions = {}): Promise<Response | null> {
  const response = await page.goto(path);
  await appReady(page, options);
  if (options.settled === true) await pageSettled(page);
  return response;
}

/** The requests each page has started and not yet seen finish or fail (see pageSettled). */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  page.on("request", (request) => pending.add(request));
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
  inFlight.set(page, pending);
}

/**
 * Resolves once every request the page has started has finished and the page's main thread has
 * then been idle without starting another: whatever the page does in answer to what it has
 * received (a request, a navigation, a change of the page) it has done or started by then. The
 * event a test waits for before it checks that something did not happen, instead of a fixed sleep.
 */
export async function pageSettled(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (pending === undefined) throw new Error("pageSettled: only the test's own page has its requests followed");
  for (;;) {
    await Promise.all([...pending].map(async (request) => (await request.response())?.finished()));
    // A zero-delay timer first: what the page queued on its answers runs before it turns idle.
    await page.evaluate(() => new Promise<void>((resolve) => setTimeout(() => requestIdleCallback(() => resolve()), 0)));
    if (pending.size === 0) return;
  }
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
    trackRequests(page);
    if (persona !== undefined) await signInRequest(page.request, persona);
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
