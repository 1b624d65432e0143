import { type Browser, type BrowserContext, type Request, type Response, test, type TestInfo } from "@playwright/test";
import { COUNTS_ANNOTATION, type Counter, type Counts, NO_COUNTS, encodeCounts, isProviderSignInPage, isRedirect } from "./counts";

interface Tally {
  counts: Counts;
  /** The test's annotation, rewritten at each count: the reporter reads it once the test has ended. */
  readonly annotation: { type: string; description: string };
}

const tallies = new WeakMap<TestInfo, Tally>();

/**
 * The test running in this worker. Playwright runs a test's beforeAll and afterAll hooks and its
 * fixtures under the test's own info, so what they do is counted for its file too.
 */
function runningTest(): TestInfo | undefined {
  try {
    return test.info();
  } catch {
    // Between two tests (a page's late event, the worker's teardown): nothing to count for.
    return undefined;
  }
}

function tallyOf(info: TestInfo): Tally {
  const known = tallies.get(info);
  if (known !== undefined) return known;
  const annotation = { type: COUNTS_ANNOTATION, description: encodeCounts(NO_COUNTS, info.testId) };
  const tally: Tally = { counts: NO_COUNTS, annotation };
  info.annotations.push(tally.annotation);
  tallies.set(info, tally);
  return tally;
}

/** One more of counter for the running test. */
export function count(counter: Counter): void {
  const info = runningTest();
  if (info === undefined) return;
  const tally = tallyOf(info);
  tally.counts = { ...tally.counts, [counter]: tally.counts[counter] + 1 };
  tally.annotation.description = encodeCounts(tally.counts, info.testId);
}

/** A document loaded in a page's main frame, in any engine: a page load, and a sign-in when it is a provider's page. */
export function countDocument(url: string): void {
  count("pageLoads");
  if (isProviderSignInPage(url)) count("browserSignIns");
}

function isMainFrame(request: Request): boolean {
  try {
    return request.frame().parentFrame() === null;
  } catch {
    // Playwright has no frame for the first navigation of a page it had not seen yet (a tab the
    // page opened): a page's first frame is its main frame.
    return true;
  }
}

function isMainFrameDocument(response: Response): boolean {
  const request = response.request();
  // A service worker's own requests have no frame; the page's navigation it answers is the page's.
  if (request.serviceWorker() !== null || !request.isNavigationRequest()) return false;
  return !isRedirect(response.status()) && isMainFrame(request);
}

function countContext(context: BrowserContext): void {
  context.on("response", (response) => {
    if (isMainFrameDocument(response)) countDocument(response.url());
  });
}

/** Counts the page loads of every context the browser opens from now on, the test's own and any a spec opens itself. */
export function countPageLoads(browser: Browser): Browser {
  for (const context of browser.contexts()) countContext(context);
  browser.on("context", countContext);
  return browser;
}
