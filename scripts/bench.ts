import { existsSync } from "node:fs";
import { benchUniversMarin } from "./bench-univers-marin";
import { launchChromium } from "./bench/browser";
import { measureHostSpeed, printHostSpeed } from "./bench/host-speed";
import { runLighthouse } from "./bench/lighthouse";
import { benchFieldFigures, printFieldFigures } from "./bench/field-figures";
import { benchSaveData, printSaveData } from "./bench/save-data";
import { benchSatellite, printSatellite } from "./bench/satellite";
import { measurePageWeight } from "./bench/page-weight";
import { BENCH_URL, startBenchStack } from "./bench/stack";
import type { LighthouseFigures } from "./bench/lighthouse";
import { HOME_ROUTE } from "../src/route-table/table";

const LANDING_PAGE = `/fr${HOME_ROUTE.path}`;
const LANDING_PERSONA = "marin-fc";

/** The session cookie of a persona of the simulated backend, signed in through the portal as a browser would. */
async function sessionCookie(persona: string): Promise<string> {
  const response = await fetch(`${BENCH_URL}/oauth2/authorization/fc`, {
    method: "POST",
    body: new URLSearchParams({ persona, retour: "/login" }),
    redirect: "manual",
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0] ?? "");
  if (response.status !== 303 || cookies.length === 0) throw new Error(`bench: sign-in as ${persona} answered ${response.status}`);
  return cookies.join("; ");
}

function printLighthouse(title: string, runs: number, figures: LighthouseFigures): void {
  console.log(`\n${title}: Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${runs}`);
  console.log(`  performance ${figures.performance}  accessibility ${figures.accessibility}  best practices ${figures.bestPractices}`);
  console.log(`  LCP ${(figures.lcp / 1000).toFixed(2)} s  TBT ${Math.round(figures.tbt)} ms  CLS ${figures.cls.toFixed(3)}`);
}

/**
 * npm run bench: figures of /fr/login, and of the page every seafarer lands on after signing in
 * (/fr/univers-marin/pmr/accueil-pmr, signed in as a habilité seafarer), served by serve:nginx
 * from the built bundle (PORTAL_ROOT: another build's files), on a fast link, on a satellite link
 * (scripts/bench/satellite.ts, BENCH_SATELLITE_RUNS), with and without Save-Data (scripts/bench/save-data.ts,
 * BENCH_SAVE_DATA_RUNS), its field figures with analytics on (scripts/bench/field-figures.ts, BENCH_FIELD_FIGURES_RUNS)
 * and in Lighthouse's slow 4G. A script, not a test: timings depend on the machine, whose speed it
 * prints before the satellite figures and at the end (scripts/bench/host-speed.ts); bytes and requests do not.
 */
if (!existsSync("dist/404.html")) {
  console.error("bench: dist/ is missing: run npm run build first");
  process.exit(1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const stop = await startBenchStack();
try {
  const browser = await launchChromium();
  const weight = await measurePageWeight(browser, `${BENCH_URL}/fr/login`);
  await browser.close();
  console.log("\n/fr/login through serve:nginx (Chromium, fresh profile)");
  console.log(`  JS for the first render (as sent)  ${kb(weight.firstRenderJs)}`);
  console.log(`  render-blocking CSS (as sent)      ${kb(weight.renderBlockingCss)}`);
  console.log(`  first visit                        ${kb(weight.firstVisitBytes)} in ${weight.firstVisitRequests} requests`);
  console.log(`  repeat visit                       ${kb(weight.repeatVisitBytes)} in ${weight.repeatVisitRequests} requests`);

  const universMarin = await benchUniversMarin(BENCH_URL);
  console.log(`\nMenu entry → demo univers-marin mounted, median of ${universMarin.runs.length}: ${universMarin.medianMs} ms`);

  printHostSpeed(await measureHostSpeed());
  const satelliteRuns = Number(process.env.BENCH_SATELLITE_RUNS ?? 5);
  if (satelliteRuns > 0) printSatellite(await benchSatellite(BENCH_URL, satelliteRuns, LANDING_PERSONA), satelliteRuns);
  const saveDataRuns = Number(process.env.BENCH_SAVE_DATA_RUNS ?? 3);
  if (saveDataRuns > 0) printSaveData(await benchSaveData(BENCH_URL, saveDataRuns), saveDataRuns);
  const fieldFigureRuns = Number(process.env.BENCH_FIELD_FIGURES_RUNS ?? 3);
  if (fieldFigureRuns > 0) printFieldFigures(await benchFieldFigures(BENCH_URL, fieldFigureRuns), fieldFigureRuns);

  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  const lighthouse = runs > 0 ? await runLighthouse(`${BENCH_URL}/fr/login`, runs) : undefined;
  if (lighthouse) {
    printLighthouse("/fr/login", runs, lighthouse);
    // Signed in for real: the session's calls answer, and the LCP is the module's h1.
    const landing = await runLighthouse(`${BENCH_URL}${LANDING_PAGE}`, runs, { Cookie: await sessionCookie(LANDING_PERSONA) });
    if (landing) printLighthouse(`${LANDING_PAGE} signed in as ${LANDING_PERSONA}`, runs, landing);
  } else {
    console.log("\nLighthouse: not run (BENCH_LIGHTHOUSE_RUNS=0 or lighthouse unavailable)");
  }
  // Again at the end: the machine's speed drifts within a sitting too.
  printHostSpeed(await measureHostSpeed());
} finally {
  stop();
}
