import { pathToFileURL } from "node:url";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { launchChromium } from "./browser";
import { HOME_ROUTE } from "../../src/route-table/table";

/**
 * The satellite profile of `npm run bench` (docs/performance.md, "The satellite profile"): Chromium's own network emulation at
 * 700 ms round trip, 256 kbit/s down, 128 kbit/s up, and 4x CPU slowdown; a first visit in a
 * fresh profile, then a repeat visit in the same one; medians of `runs`. Pages answered by the
 * service worker skip the emulated network, as they skip the real one.
 */
export const SATELLITE = { latencyMs: 700, downKbps: 256, upKbps: 128, cpuSlowdown: 4 } as const;

const SATELLITE_BUDGETS = {
  loginFirstVisitUsableMs: 6000,
  homeFirstVisitUniversMarinMs: 10_000,
  repeatVisitFirstPaintMs: 1000,
  repeatVisitBytesBeforePaint: 0,
} as const;

export interface VisitFigures {
  /** From the navigation's start until what the visit is for shows (sign-in buttons, univers-marin's h1). */
  readonly readyMs: number;
  readonly firstPaintMs: number;
  /** Bytes that came over the network before the first paint (the page, its stylesheets, fonts…). */
  readonly bytesBeforePaint: number;
}

export interface SatelliteFigures {
  readonly firstVisit: VisitFigures;
  readonly repeatVisit: VisitFigures;
}

const LOGIN_READY = 'a[href="/oauth2/authorization/fc"]';
const HOME_READY = "#univers-marin [data-univers-marin-demo] h1";

// A string, not a function: tsx's name helpers would not exist inside the page.
const PAINT_AND_BYTES = `(() => {
  const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
  const navigation = performance.getEntriesByType("navigation")[0];
  const before = [navigation, ...performance.getEntriesByType("resource")].filter((e) => e && e.responseEnd <= paint);
  return { paint, bytes: before.reduce((sum, e) => sum + e.transferSize, 0) };
})()`;

// A build with a service worker: wait until it has precached the release (a build without one has no /sw.js).
const WORKER_READY = `(async () => {
  if ((await fetch("/sw.js", { method: "HEAD", cache: "no-store" })).ok) await navigator.serviceWorker.ready;
})()`;

export async function emulateSatellite(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SATELLITE.latencyMs,
    downloadThroughput: (SATELLITE.downKbps * 1000) / 8,
    uploadThroughput: (SATELLITE.upKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SATELLITE.cpuSlowdown });
}

async function visit(page: Page, url: string, ready: string): Promise<VisitFigures> {
  await page.goto(url, { waitUntil: "commit", timeout: 120_000 });
  await page.locator(ready).first().waitFor({ state: "visible", timeout: 120_000 });
  const shownMs = await page.evaluate(() => performance.now());
  // Laid out is not yet painted: what the visit is for is there once the page has painted too.
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, { timeout: 120_000 });
  const { paint, bytes } = await page.evaluate<{ paint: number; bytes: number }>(PAINT_AND_BYTES);
  return { readyMs: Math.max(shownMs, paint), firstPaintMs: paint, bytesBeforePaint: bytes };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function medians(visits: readonly VisitFigures[]): VisitFigures {
  return {
    readyMs: median(visits.map((v) => v.readyMs)),
    firstPaintMs: median(visits.map((v) => v.firstPaintMs)),
    bytesBeforePaint: median(visits.map((v) => v.bytesBeforePaint)),
  };
}

/** One page, first and repeat visit, `runs` times; `signIn` prepares a fresh context (a session cookie). */
async function measure(
  browser: Browser,
  url: string,
  ready: string,
  runs: number,
  signIn?: (context: BrowserContext) => Promise<void>,
): Promise<SatelliteFigures> {
  const first: VisitFigures[] = [];
  const repeat: VisitFigures[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    try {
      if (signIn) await signIn(context);
      const page = await context.newPage();
      await emulateSatellite(context, page);
      first.push(await visit(page, url, ready));
      // A user reads the page before coming back: what it does once idle (the worker's precache) is done by then.
      await page.waitForLoadState("networkidle", { timeout: 180_000 });
      await page.evaluate(WORKER_READY);
      repeat.push(await visit(page, url, ready));
    } finally {
      await context.close();
    }
  }
  return { firstVisit: medians(first), repeatVisit: medians(repeat) };
}

export interface SatelliteBench {
  readonly login: SatelliteFigures;
  readonly home: SatelliteFigures;
}

export async function benchSatellite(baseUrl: string, runs = 5, persona = "marin-fc"): Promise<SatelliteBench> {
  const browser = await launchChromium();
  try {
    const login = await measure(browser, `${baseUrl}/fr/login`, LOGIN_READY, runs);
    const home = await measure(browser, `${baseUrl}/fr${HOME_ROUTE.path}`, HOME_READY, runs, async (context) => {
      const response = await context.request.post(`${baseUrl}/oauth2/authorization/fc`, {
        form: { persona, retour: "/login" },
        maxRedirects: 0,
      });
      if (response.status() !== 303) throw new Error(`sign-in as ${persona}: ${response.status()}`);
    });
    return { login, home };
  } finally {
    await browser.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (ok: boolean) => (ok ? "within budget" : "OVER BUDGET");

export function printSatellite(result: SatelliteBench, runs: number): void {
  const b = SATELLITE_BUDGETS;
  console.log(
    `\nSatellite profile (${SATELLITE.latencyMs} ms RTT, ${SATELLITE.downKbps}/${SATELLITE.upKbps} kbit/s, ${SATELLITE.cpuSlowdown}x CPU), median of ${runs}`,
  );
  const line = (label: string, value: string, budget: string, ok: boolean) =>
    console.log(`  ${label.padEnd(56)} ${value.padStart(9)}  (budget ${budget}: ${verdict(ok)})`);
  line(
    "/fr/login first visit, sign-in buttons usable",
    seconds(result.login.firstVisit.readyMs),
    "≤ 6 s",
    result.login.firstVisit.readyMs <= b.loginFirstVisitUsableMs,
  );
  line(
    "signed-in home first visit, univers-marin h1 painted",
    seconds(result.home.firstVisit.readyMs),
    "≤ 10 s",
    result.home.firstVisit.readyMs <= b.homeFirstVisitUniversMarinMs,
  );
  for (const [name, figures] of [
    ["/fr/login", result.login],
    ["signed-in home", result.home],
  ] as const) {
    line(
      `${name} repeat visit, first paint`,
      seconds(figures.repeatVisit.firstPaintMs),
      "≤ 1 s",
      figures.repeatVisit.firstPaintMs <= b.repeatVisitFirstPaintMs,
    );
    line(
      `${name} repeat visit, bytes before the first paint`,
      `${figures.repeatVisit.bytesBeforePaint} B`,
      "0",
      figures.repeatVisit.bytesBeforePaint <= b.repeatVisitBytesBeforePaint,
    );
  }
  console.log(
    `  (first visit, first paint: /fr/login ${seconds(result.login.firstVisit.firstPaintMs)}, home ${seconds(result.home.firstVisit.firstPaintMs)}; repeat visit ready: /fr/login ${seconds(result.login.repeatVisit.readyMs)}, home univers-marin h1 ${seconds(result.home.repeatVisit.readyMs)})`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const baseUrl = process.argv[2] ?? "http://127.0.0.1:8080";
  const runs = Number(process.argv[3] ?? 5);
  printSatellite(await benchSatellite(baseUrl, runs), runs);
}
