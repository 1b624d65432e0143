import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import type { Browser } from "@playwright/test";
import { FIELD_FIGURES_MARK } from "../../src/analytics/field-figures-mark";
import { HOME_ROUTE } from "../../src/route-table/table";
import { median } from "../bench-univers-marin";
import { leavePage } from "../leave-page";
import { launchChromium } from "./browser";
import { satelliteVisit } from "./save-data";
import { SATELLITE } from "./satellite";
import { BENCH_PORTAL_PORT, startBenchStack } from "./stack";

/**
 * The field figures on the satellite profile (docs/performance.md, "Field figures"): a portal with
 * analytics on and a stand-in Matomo; a signed-in seafarer's first visit to the landing page, read
 * once ready and the network idle, then left. What the figures cost: their code (as sent; on a
 * first visit it usually comes from the HTTP cache, the worker's precache having fetched it), the landing's
 * ready time beside the same visit with analytics off, and what leaves as the page is left
 * (POSTs, figures, bytes); without and with Save-Data, medians of `runs`. Alone:
 *
 *   npx tsx scripts/bench/field-figures.ts [runs, default 3]
 */
export interface FieldFigureVisit {
  readonly readyMs: number;
  readonly codeBytes: number;
  readonly posts: number;
  readonly figures: number;
  readonly bodyBytes: number;
}

export interface FieldFiguresBench {
  readonly off: FieldFigureVisit;
  readonly on: FieldFigureVisit;
  readonly onSavingData: FieldFigureVisit;
}

const LANDING = `/fr${HOME_ROUTE.path}`;
const MATOMO_SITE_ID = "7";
/** The field figures' chunk, web-vitals in it (src/analytics/field-figures.ts). */
const FIGURES_CHUNK = "/assets/field-figures-";

interface StandIn {
  readonly origin: string;
  readonly received: { posts: number; figures: number; bodyBytes: number };
  readonly close: () => Promise<void>;
}

/** A Matomo that counts what the bulk API receives; its matomo.js does nothing. */
async function standInMatomo(): Promise<StandIn> {
  const received = { posts: 0, figures: 0, bodyBytes: 0 };
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith("/matomo.js")) {
      res.writeHead(200, { "content-type": "application/javascript" }).end("");
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method === "POST") {
        const body = Buffer.concat(chunks);
        received.posts += 1;
        received.bodyBytes += body.length;
        received.figures += (JSON.parse(body.toString("utf8")) as { requests: unknown[] }).requests.length;
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function visit(browser: Browser, baseUrl: string, matomo: StandIn | undefined, saveData: boolean): Promise<FieldFigureVisit> {
  return satelliteVisit(browser, baseUrl, LANDING, saveData, async (page) => {
    const readyMs = await page.evaluate(() => performance.now());
    await page.waitForLoadState("networkidle", { timeout: 180_000 });
    // Started after the ready mark, which may come after the network was first idle.
    if (matomo) {
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIELD_FIGURES_MARK, { timeout: 120_000 });
    }
    const codeBytes = await page.evaluate(
      (chunk) =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.includes(chunk))
          .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      FIGURES_CHUNK,
    );
    const before = { ...(matomo?.received ?? { posts: 0, figures: 0, bodyBytes: 0 }) };
    await leavePage(page);
    if (matomo) {
      for (let waited = 0; matomo.received.posts === before.posts && waited < 60_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const after = matomo?.received ?? before;
    return {
      readyMs,
      codeBytes,
      posts: after.posts - before.posts,
      figures: after.figures - before.figures,
      bodyBytes: after.bodyBytes - before.bodyBytes,
    };
  });
}

async function medians(run: () => Promise<FieldFigureVisit>, runs: number): Promise<FieldFigureVisit> {
  const visits: FieldFigureVisit[] = [];
  for (let index = 0; index < runs; index += 1) visits.push(await run());
  const of = (key: keyof FieldFigureVisit) => median(visits.map((visit) => visit[key]));
  return { readyMs: of("readyMs"), codeBytes: of("codeBytes"), posts: of("posts"), figures: of("figures"), bodyBytes: of("bodyBytes") };
}

/** `offUrl`: the bench's own portal, analytics off. The portal with analytics on is started here, beside it. */
export async function benchFieldFigures(offUrl: string, runs = 3): Promise<FieldFiguresBench> {
  const matomo = await standInMatomo();
  const onPort = BENCH_PORTAL_PORT + 10;
  const stop = await startBenchStack(onPort, {
    MATOMO_URL: matomo.origin,
    MATOMO_SITE_ID,
    MATOMO_SCRIPT_URL: `${matomo.origin}/matomo.js`,
  });
  const browser = await launchChromium();
  try {
    const onUrl = `http://127.0.0.1:${onPort}`;
    return {
      off: await medians(() => visit(browser, offUrl, undefined, false), runs),
      on: await medians(() => visit(browser, onUrl, matomo, false), runs),
      onSavingData: await medians(() => visit(browser, onUrl, matomo, true), runs),
    };
  } finally {
    await browser.close();
    stop();
    await matomo.close();
  }
}

export function printFieldFigures(result: FieldFiguresBench, runs: number): void {
  console.log(`\nField figures on the satellite profile (${SATELLITE.latencyMs} ms RTT), ${LANDING} signed in, median of ${runs}`);
  for (const [label, figures] of [
    ["analytics off", result.off],
    ["analytics on", result.on],
    ["on, Save-Data", result.onSavingData],
  ] as const) {
    console.log(
      `  ${label.padEnd(14)} ready ${(figures.readyMs / 1000).toFixed(2)} s; figures' code ${(figures.codeBytes / 1024).toFixed(1)} KB; on leaving ${figures.posts} POST, ${figures.figures} figures, ${figures.bodyBytes} B`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const runs = Number(process.argv[2] ?? 3);
  const stop = await startBenchStack();
  try {
    printFieldFigures(await benchFieldFigures(`http://127.0.0.1:${BENCH_PORTAL_PORT}`, runs), runs);
  } finally {
    stop();
  }
}
