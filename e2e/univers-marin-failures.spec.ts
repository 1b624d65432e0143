import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { freePort } from "../scripts/free-port";
import { type ExtraPortal, startPortal } from "./extra-portal";
import { appReady, expect, expectAccessible, openPage, test } from "./fixtures";
import { OWN_STACK } from "./stack";

// The menu is a habilité seafarer's and a 401 logs a visitor out of these pages (spec 4 and 6).
test.use({ persona: "marin-fc" });

/**
 * A second portal whose univers-marin host misbehaves on demand (mock/univers-marin/faults.ts),
 * and a third with no host configured: the main stack keeps serving the healthy module to the
 * other tests running in parallel.
 */
let faultyHost: { readonly url: string; readonly process: ChildProcess } | undefined;
let faultyPortal: ExtraPortal | undefined;
let unconfiguredPortal: ExtraPortal | undefined;
const root = join(import.meta.dirname, "..");

/** What beforeAll started; a test of this file runs only after it. */
function started<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("beforeAll did not start it");
  return value;
}

async function waitUntilUp(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** Started again after a stop, on its first port: the faulty portal's UNIVERS_MARIN_HOST names it. */
async function startFaultyHost(): Promise<void> {
  const port = faultyHost === undefined ? await freePort() : Number(new URL(faultyHost.url).port);
  // node itself (not npx) so that stopping the process stops the server.
  const child = spawn(process.execPath, ["--import", "tsx", "mock/univers-marin/host.ts"], {
    cwd: root,
    env: { ...process.env, MOCK_UNIVERS_MARIN_PORT: String(port), MOCK_UNIVERS_MARIN_FAULTS: "1", MOCK_UNIVERS_MARIN_SKIP_BUILD: "1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  faultyHost = { url: `http://127.0.0.1:${port}`, process: child };
  await waitUntilUp(`${faultyHost.url}/healthz`);
}

async function stopFaultyHost(): Promise<void> {
  const child = faultyHost?.process;
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function setFault(fault: string): Promise<void> {
  const response = await fetch(`${started(faultyHost).url}/__faults/${fault}`, { method: "POST" });
  expect(response.status).toBe(204);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  await startFaultyHost();
  faultyPortal = await startPortal({ env: { UNIVERS_MARIN_HOST: started(faultyHost).url } });
  unconfiguredPortal = await startPortal({ env: { UNIVERS_MARIN_HOST: "" } });
});

test.afterAll(async () => {
  await Promise.all([faultyPortal?.stop(), unconfiguredPortal?.stop(), stopFaultyHost()]);
});

/** Opens url, then marks the document it loaded: a reload would lose the mark. */
async function openMarked(page: Page, url: string): Promise<void> {
  await openPage(page, url);
  // Marks this document: a reload would lose it.
  await page.evaluate(() => document.documentElement.setAttribute("data-test-document", "first"));
}

const FAILURE_TITLE = "Votre espace marin n’a pas pu être affiché";
const alertIn = (page: Page) => page.locator("main").getByRole("alert");

async function expectShellAround(page: Page): Promise<void> {
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
}

async function retryUntilMounted(page: Page, title: string): Promise<void> {
  // The automatic retry (after 0.5 to 1 s, then 1 to 2 s…) may come first and take the button
  // away; the manual retry alone is checked in the unit tests of UniversMarinFrame.
  await page
    .getByRole("button", { name: "Réessayer" })
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await expect(page.locator("main #univers-marin").getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(alertIn(page)).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("data-test-document", "first");
}

const BROKEN_MODULES: ReadonlyArray<readonly [fault: string, what: string, logged: RegExp]> = [
  ["missing", "main.js missing (404)", /\[univers-marin\] the sub-application failed .*main\.js/],
  ["esm", "an ES module instead of System.register", /\[univers-marin\] the sub-application failed/],
  ["html", "an HTML page instead of JavaScript", /\[univers-marin\] the sub-application failed/],
  ["throws", "a module that throws while executing", /demo module failed while executing/],
  ["no-lifecycles", "a module without lifecycles", /does not export the single-spa lifecycles mount, unmount/],
  ["mount-rejects", "a mount that rejects", /demo mount rejected/],
];

for (const [fault, what, logged] of BROKEN_MODULES) {
  test(
    `${what}: a DSFR alert in main, a console error, then a retry that loads it without a reload`,
    { tag: OWN_STACK },
    async ({ page, consoleProblems }) => {
      await setFault(fault);
      await openMarked(page, `${started(faultyPortal).url}/univers-marin/pmr/mes-titres`);
      await expect(alertIn(page)).toBeVisible();
      await expect(alertIn(page).getByRole("heading", { level: 1 })).toHaveText(FAILURE_TITLE);
      await expectShellAround(page);
      expect(consoleProblems.some((problem) => problem.startsWith("error:") && logged.test(problem))).toBe(true);
      await expectAccessible(page);

      await setFault("none");
      await retryUntilMounted(page, "Mes titres");
    },
  );
}

test(
  "host down, then up, then retry: mounted without a reload; the shell kept working",
  { tag: OWN_STACK },
  async ({ page, consoleProblems }) => {
    await setFault("none");
    await stopFaultyHost();
    await openMarked(page, `${started(faultyPortal).url}/en/univers-marin/demandes`);
    await expect(alertIn(page)).toBeVisible();
    await expect(alertIn(page).getByRole("heading", { level: 1 })).toHaveText("Your seafarer area could not be displayed");
    await expectShellAround(page);
    expect(consoleProblems.some((problem) => problem.includes("[univers-marin] the sub-application failed"))).toBe(true);

    await startFaultyHost();
    await page
      .getByRole("button", { name: "Try again" })
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await expect(page.locator("main #univers-marin").getByRole("heading", { level: 1, name: "Mes demandes" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-test-document", "first");
  },
);

test(
  "the footer follows the alert: the room kept for the module is given back once it has failed",
  { tag: OWN_STACK },
  async ({ page }) => {
    await setFault("missing");
    await openMarked(page, `${started(faultyPortal).url}/univers-marin/pmr/contact`);
    await expect(alertIn(page)).toBeVisible();
    // Both read in one frame: the automatic retry takes the alert away while it loads again, and
    // gives the room back to the module meanwhile (a busy machine once measured across the two).
    const gap = () =>
      page.evaluate(() => {
        const alert = document.querySelector("main [role=alert]");
        const footer = document.querySelector("footer");
        return alert && footer ? footer.getBoundingClientRect().top - alert.getBoundingClientRect().bottom : Number.POSITIVE_INFINITY;
      });
    // Margins only: the room kept for a module is a whole screen.
    await expect.poll(gap).toBeLessThan((page.viewportSize()?.height ?? 0) / 2);
  },
);

test("a shell link still works while the alert shows", { tag: OWN_STACK }, async ({ page }) => {
  await setFault("missing");
  await openMarked(page, `${started(faultyPortal).url}/univers-marin/pmr/contact`);
  await expect(alertIn(page)).toBeVisible();
  await page.getByRole("contentinfo").locator('a[href="/plan-site"]').click();
  await expect(page).not.toHaveURL(/univers-marin/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(alertIn(page)).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("data-test-document", "first");
});

test(
  "a mount over its 3000 ms limit only logs: the page shows it loading, then mounted",
  { tag: OWN_STACK },
  async ({ page, consoleProblems }) => {
    await setFault("slow-mount");
    // Not openMarked(): the page is ready once the module has painted, or DSFR's script has waited 3 s
    // for it (src/features/univers-marin/module-paint.ts), by when this mount may be over.
    await page.goto(`${started(faultyPortal).url}/univers-marin/pmr/formations`);
    await expect(page.locator("main").getByRole("status")).toHaveText("Chargement de votre espace…");
    await expect(page.locator("main #univers-marin").getByRole("heading", { level: 1, name: "Montage lent terminé" })).toBeVisible({
      timeout: 10_000,
    });
    await expect(alertIn(page)).toHaveCount(0);
    // single-spa's timeout message (#31), in its minified form in production: mount, 3000 ms.
    const timeout = /(#31|did not resolve or reject).*(arg=mount.*arg=3000|mount.*3000 ms)/;
    expect(consoleProblems.some((problem) => problem.startsWith("error:") && timeout.test(problem))).toBe(true);
    expect(
      consoleProblems.some((problem) => problem.startsWith("warning:") && /(#31|did not resolve or reject).*mount/.test(problem)),
    ).toBe(true);
  },
);

test("main.js failing three times, then served: mounted without a reload and without a click", { tag: OWN_STACK }, async ({ page }) => {
  await setFault("flaky");
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/main.js") requests.push(request.url());
  });
  await openMarked(page, `${started(faultyPortal).url}/univers-marin/pmr/derogations`);
  await expect(alertIn(page)).toContainText("Un nouvel essai est fait automatiquement dans quelques instants.");
  await expectAccessible(page);
  await expect(page.locator("main #univers-marin").getByRole("heading", { level: 1, name: "Mes dérogations" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(alertIn(page)).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("data-test-document", "first");
  // Three failed attempts, then the one served (single-spa may ask twice for one URL).
  expect(new Set(requests).size).toBe(4);
});

test(
  "a slow host: a loading status, then after 8 s a notice that the connection is slow, then mounted",
  { tag: OWN_STACK },
  async ({ page }) => {
    await setFault("slow-response");
    // Not openPage: the loading status is checked before the page is ready. While the module has
    // not painted, the shell's own parts wait for it up to their caps (load-plan.ts), so the ready
    // mark comes about 8 s after the HTML, by the time the slow notice shows.
    await page.goto(`${started(faultyPortal).url}/fr/univers-marin/pmr/contact`);
    await expect(page.locator("main").getByRole("status")).toHaveText("Chargement de votre espace…");
    await expect(alertIn(page)).toContainText("La connexion semble lente", { timeout: 10_000 });
    await expect(page.getByRole("button", { name: "Recharger la page" })).toBeVisible();
    await appReady(page);
    await expectAccessible(page);
    await expect(page.locator("main #univers-marin").getByRole("heading", { level: 1, name: "Contactez-nous" })).toBeVisible({
      timeout: 10_000,
    });
    await expect(alertIn(page)).toHaveCount(0);
  },
);

test("no UNIVERS_MARIN_HOST configured: the alert says so, the shell works", { tag: OWN_STACK }, async ({ page, consoleProblems }) => {
  await openMarked(page, `${started(unconfiguredPortal).url}/univers-marin/pmr/accueil-pmr`);
  await expect(alertIn(page)).toContainText("L’adresse de l’espace marin n’est pas configurée.");
  await expect(page.getByRole("button", { name: "Réessayer" })).toHaveCount(0);
  await expectShellAround(page);
  expect(consoleProblems.some((problem) => problem.includes("UNIVERS_MARIN_HOST is not configured"))).toBe(true);
  expect(consoleProblems.filter((problem) => problem.startsWith("pageerror:"))).toEqual([]);
});
