import type { Page } from "@playwright/test";
import { type DocumentRecord, watchPage } from "./page-watch";
import { READY_SELECTOR } from "../../src/boot/ready-mark";
import { type ReleaseName, type Releases, releaseOf } from "./releases";

/** One navigation as report.ts judges it: one line of navigations.jsonl. */
export interface Navigation {
  readonly visitor: "fresh" | "returning";
  readonly kind: "open" | "link" | "reload" | "update";
  readonly path: string;
  /** The ready mark (html[data-app-ready]) was set, and the route's content shown. */
  readonly ready: boolean;
  readonly release: ReleaseName;
  readonly assetFailures: readonly string[];
  readonly scriptErrors: readonly string[];
  readonly milliseconds: number;
}

// Generous: two cores run the browser, wrk, four nginx and the mock services at once.
const READY_MS = 30_000;
const POLL_MS = 250;

/**
 * Playwright's answer to a question asked in a document that a navigation has since replaced:
 * the page left by itself (a visitor the session's judgement sends to sign in), not a failure.
 */
export function isLeftByNavigation(error: unknown): boolean {
  return error instanceof Error && error.message.includes("Execution context was destroyed");
}

/** A page and the documents it has loaded. */
export interface WatchedPage {
  readonly page: Page;
  readonly documents: DocumentRecord[];
}

export function watched(page: Page, origin: string): WatchedPage {
  return { page, documents: watchPage(page, origin) };
}

/** The ready mark (html[data-app-ready]), or false as soon as an asset has failed: that page never gets it. */
async function readyMark({ page, documents }: WatchedPage): Promise<boolean> {
  const deadline = Date.now() + READY_MS;
  while (Date.now() < deadline) {
    if ((documents.at(-1)?.assetFailures.length ?? 0) > 0) return false;
    // A navigation under way replaces the document the question was asked in: not ready yet.
    if (
      (await page
        .locator(READY_SELECTOR)
        .count()
        .catch(() => 0)) > 0
    )
      return true;
    await page.waitForTimeout(POLL_MS);
  }
  return false;
}

/** A link followed by the router: its route's heading shown and no asset request still out. */
async function routeSettled({ page, documents }: WatchedPage, path: string): Promise<boolean> {
  const deadline = Date.now() + READY_MS;
  let quietPolls = 0;
  while (Date.now() < deadline) {
    const doc = documents.at(-1);
    if (doc && (doc.assetFailures.length > 0 || doc.scriptErrors.length > 0)) return false;
    const onPage = new URL(page.url()).pathname === path && (await page.locator("h1").first().isVisible());
    // Two polls in a row with nothing pending: the route's chunks have come, or never will.
    quietPolls = onPage && (doc?.pendingAssets ?? 0) === 0 ? quietPolls + 1 : 0;
    if (quietPolls >= 2) return true;
    await page.waitForTimeout(POLL_MS);
  }
  return false;
}

function judged(
  watchedPage: WatchedPage,
  releases: Releases,
  fields: Pick<Navigation, "visitor" | "kind" | "path" | "ready">,
  started: number,
): Navigation {
  const doc = watchedPage.documents.at(-1);
  return {
    ...fields,
    release: releaseOf(doc?.assets ?? [], releases),
    assetFailures: [...(doc?.assetFailures ?? [])],
    scriptErrors: [...(doc?.scriptErrors ?? [])],
    milliseconds: Date.now() - started,
  };
}

/**
 * A visitor's page opened at the address bar, recorded as one navigation: unlike the specs'
 * openPage, a page that never gets ready is an answer to record, not a failure.
 */
export async function recordOpen(
  watchedPage: WatchedPage,
  releases: Releases,
  visitor: Navigation["visitor"],
  path: string,
): Promise<Navigation> {
  const started = Date.now();
  const ready = await watchedPage.page.goto(path).then(
    () => readyMark(watchedPage),
    () => false,
  );
  return judged(watchedPage, releases, { visitor, kind: "open", path, ready }, started);
}

/** The reload of the same page, or the update notice's own reload button. */
export async function recordReload(
  watchedPage: WatchedPage,
  releases: Releases,
  visitor: Navigation["visitor"],
  kind: "reload" | "update",
  reload: () => Promise<unknown>,
): Promise<Navigation> {
  const started = Date.now();
  const path = new URL(watchedPage.page.url()).pathname;
  const ready = await reload().then(
    () => readyMark(watchedPage),
    () => false,
  );
  return judged(watchedPage, releases, { visitor, kind, path, ready }, started);
}

/**
 * Follows one of the page's visible links to another exported page, as a visitor would: the
 * router loads the route's chunks from the release the page runs, or the browser loads a new
 * document. Undefined when the page has no such link.
 */
export async function recordLinkFollowed(
  watchedPage: WatchedPage,
  releases: Releases,
  visitor: Navigation["visitor"],
  pages: ReadonlySet<string>,
  pick: (paths: string[]) => string | undefined,
): Promise<Navigation | undefined> {
  const { page, documents } = watchedPage;
  const here = new URL(page.url()).pathname;
  // A page that left by itself (isLeftByNavigation) took its links with it: this round follows none.
  const hrefs = await page
    .locator("a[href^='/']")
    .filter({ visible: true })
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
    .catch((error: unknown): string[] => {
      if (isLeftByNavigation(error)) return [];
      throw error;
    });
  const path = pick([...new Set(hrefs)].filter((href) => href !== here && pages.has(href)));
  if (!path) return undefined;
  const started = Date.now();
  const documentsBefore = documents.length;
  const clicked = await page
    .locator(`a[href='${path}']`)
    .filter({ visible: true })
    .first()
    .click({ timeout: READY_MS })
    .then(() => page.waitForURL((url) => url.pathname === path, { timeout: READY_MS }))
    .then(
      () => true,
      () => false,
    );
  const newDocument = documents.length > documentsBefore;
  const ready = clicked && (newDocument ? await readyMark(watchedPage) : await routeSettled(watchedPage, path));
  return judged(watchedPage, releases, { visitor, kind: "link", path, ready }, started);
}
