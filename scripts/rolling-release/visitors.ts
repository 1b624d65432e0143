import { appendFileSync, existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import { type Navigation, recordLinkFollowed, recordOpen, watched } from "./navigation";
import { type Releases, readPages, readReleases } from "./releases";
import { startReturningVisitor } from "./returning-visitor";

/**
 * The browser side of scripts/rolling-release.sh. A returning visitor is set up on the previous
 * release (its worker installed), then "visitors-ready" is written; fresh visitors open pages and
 * follow links, and the returning visitor follows a link every other round, until the script
 * writes "stop" once the rollout is over; then the returning visitor looks for the new release.
 * Every navigation is one line of navigations.jsonl, which report.ts judges.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`visitors: ${name} is required`);
  return value;
}
const origin = required("ROLLING_LB_URL");
const dir = required("ROLLING_RUN_DIR");

const releases = readReleases(dir);
const pages = readPages(dir);
const pageSet = new Set(pages);
const pick = (paths: readonly string[]): string | undefined => paths[Math.floor(Math.random() * paths.length)];
const record = (navigation: Navigation) => appendFileSync(join(dir, "navigations.jsonl"), `${JSON.stringify(navigation)}\n`);

/** A first-time visitor: a context of its own, no worker, one page opened and one link followed. */
async function freshVisit(browser: Browser, known: Releases): Promise<Navigation[]> {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: "block" });
  try {
    const tab = watched(await context.newPage(), origin);
    const opened = await recordOpen(tab, known, "fresh", pick(pages) ?? "/fr/login");
    if (!opened.ready) return [opened];
    const followed = await recordLinkFollowed(tab, known, "fresh", pageSet, pick);
    return followed ? [opened, followed] : [opened];
  } finally {
    await context.close();
  }
}

const { visitor, first } = await startReturningVisitor(origin, releases, pages, pick);
record(first);
writeFileSync(join(dir, "visitors-ready"), "");
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (let round = 0; !existsSync(join(dir, "stop")); round += 1) {
    (await freshVisit(browser, releases)).forEach(record);
    const followed = round % 2 === 0 ? await visitor.follow() : undefined;
    if (followed) record(followed);
  }
  (await visitor.finish()).forEach(record);
} finally {
  await browser.close();
  await visitor.close();
}
