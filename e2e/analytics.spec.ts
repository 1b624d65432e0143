import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { FIELD_FIGURES_MARK } from "../src/analytics/field-figures-mark";
import { freePort } from "../scripts/free-port";
import { leavePage } from "../scripts/leave-page";
import { type ExtraPortal, startPortal } from "./extra-portal";
import { appReady, expect, expectAccessible, openPage, pageSettled, test } from "./fixtures";
import { installWorker } from "./install-worker";
import { EXTERNAL_STACK, OWN_STACK, PORTAL_URL, UNIVERS_MARIN_URL } from "./stack";

// A journey through pages a visitor would be logged out of (spec 4): a habilité seafarer's.
test.use({ persona: "marin-fc" });

const root = join(import.meta.dirname, "..");

interface Hit {
  readonly idsite: string | null;
  readonly url: string | null;
  readonly title: string | null;
  readonly cookie: string | null;
  readonly linkTracking: string | null;
}

/**
 * A stand-in for Matomo's matomo.js: it replays and then takes over window._paq as the real one
 * does, and sends each trackPageView to the tracker URL with the URL and title set before it.
 */
const FAKE_MATOMO_JS = `(function () {
  var state = { cookies: true, links: false, tracker: null, site: null, url: null, title: null };
  function run(command) {
    var name = command[0];
    if (name === "disableCookies") state.cookies = false;
    else if (name === "enableLinkTracking") state.links = true;
    else if (name === "setTrackerUrl") state.tracker = command[1];
    else if (name === "setSiteId") state.site = command[1];
    else if (name === "setCustomUrl") state.url = command[1];
    else if (name === "setDocumentTitle") state.title = command[1];
    else if (name === "trackPageView") {
      var query = new URLSearchParams({ rec: "1", idsite: state.site, url: state.url, action_name: state.title,
        cookie: state.cookies ? "1" : "0", link: state.links ? "1" : "0" });
      fetch(state.tracker + "?" + query, { mode: "no-cors", keepalive: true });
    }
  }
  (window._paq || []).forEach(run);
  window._paq = { push: run };
})();`;

/** A field figure as the stand-in received it, in a bulk POST (src/analytics/field-figures.ts). */
interface Figure {
  readonly post: number;
  readonly idsite: string | null;
  readonly url: string | null;
  readonly category: string | null;
  readonly name: string | null;
  readonly tags: string | null;
  readonly value: number;
  readonly cdt: number;
}

const hits: Hit[] = [];
const figures: Figure[] = [];
/** The stand-in as a ship's link sees it: down, it answers nothing, as an unreachable Matomo. */
const link = { up: true, posts: 0 };
/** The pages whose figures reached the stand-in while the link was down, and got no answer. */
const unanswered: string[] = [];
let matomo: Server | undefined;
/** The stand-in Matomo's origin, a portal that loads its script and one whose script URL answers nothing. */
let matomoOrigin = "";
let trackedUrl = "";
let brokenUrl = "";
const portals: ExtraPortal[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  if (EXTERNAL_STACK) return;
  matomo = createServer((req, res) => {
    const url = new URL(req.url ?? "/", matomoOrigin);
    if (url.pathname === "/matomo.php" && req.method === "POST") {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const { requests } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { requests: string[] };
        const queries = requests.map((request) => new URLSearchParams(request.replace(/^\?/, "")));
        if (!link.up) {
          unanswered.push(...queries.map((q) => q.get("url") ?? ""));
          req.socket.destroy();
          return;
        }
        link.posts += 1;
        for (const q of queries) {
          figures.push({
            post: link.posts,
            idsite: q.get("idsite"),
            url: q.get("url"),
            category: q.get("e_c"),
            name: q.get("e_a"),
            tags: q.get("e_n"),
            value: Number(q.get("e_v")),
            cdt: Number(q.get("cdt")),
          });
        }
        res.writeHead(204).end();
      });
      return;
    }
    if (!link.up) {
      req.socket.destroy();
      return;
    }
    if (url.pathname === "/matomo.js") {
      res.writeHead(200, { "content-type": "application/javascript" }).end(FAKE_MATOMO_JS);
      return;
    }
    if (url.pathname === "/matomo.php") {
      const q = url.searchParams;
      hits.push({
        idsite: q.get("idsite"),
        url: q.get("url"),
        title: q.get("action_name"),
        cookie: q.get("cookie"),
        linkTracking: q.get("link"),
      });
      res.writeHead(204, { "access-control-allow-origin": "*" }).end();
      return;
    }
    res.writeHead(404).end();
  });
  const server = matomo;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  matomoOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tracked = await startPortal({
    env: { MATOMO_URL: matomoOrigin, MATOMO_SITE_ID: "7", MATOMO_SCRIPT_URL: `${matomoOrigin}/matomo.js` },
  });
  const broken = await startPortal({
    env: { MATOMO_URL: matomoOrigin, MATOMO_SITE_ID: "7", MATOMO_SCRIPT_URL: `http://127.0.0.1:${await freePort()}/matomo.js` },
  });
  portals.push(tracked, broken);
  trackedUrl = tracked.url;
  brokenUrl = broken.url;
});

test.afterAll(async () => {
  if (EXTERNAL_STACK) return;
  await Promise.all(portals.map((portal) => portal.stop()));
  const server = matomo;
  if (server !== undefined) await new Promise<void>((resolve) => server.close(() => resolve()));
});

/**
 * Waits for the expected count, then makes sure no late duplicate arrives: a page view is a
 * request of the page, so once the page has settled every one it sends has reached the stand-in.
 */
async function expectHits(page: Page, count: number): Promise<void> {
  await expect.poll(() => hits.length).toBe(count);
  await pageSettled(page);
  expect(hits).toHaveLength(count);
}

test(
  "one page view per navigation, with the new URL and title, cookie-less and with link tracking",
  { tag: OWN_STACK },
  async ({ page, consoleProblems }) => {
    // A long journey with a quiet wait after each step to catch duplicates.
    test.slow();
    hits.length = 0;
    await openPage(page, `${trackedUrl}/fr/plan-site`);
    await expectHits(page, 1);
    expect(hits[0]).toEqual({
      idsite: "7",
      url: `${trackedUrl}/fr/plan-site`,
      title: "Portail du marin | Plan du site",
      cookie: "0",
      linkTracking: "1",
    });
    // Only the backend's own session cookies: Matomo sets none (CNIL exemption).
    expect((await page.context().cookies()).map((cookie) => cookie.name).filter((name) => /^(_pk|mtm|matomo)/i.test(name))).toEqual([]);
    await expectAccessible(page);

    // Shell navigation.
    await page.getByRole("link", { name: "Accessibilité", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Déclaration d'accessibilité");
    await expectHits(page, 2);
    expect(hits[1]).toMatchObject({ url: `${trackedUrl}/fr/accessibilite`, title: "Portail du marin | Accessibilité" });

    // A fragment on the same page is not a new page.
    await page.evaluate(() => (window.location.hash = "contenu"));
    await expectHits(page, 2);

    await page.goBack();
    await expect(page).toHaveURL(/\/fr\/accessibilite$/);
    await expectHits(page, 2);

    // Back, then into the sub-application's frame through the shell.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plan du site");
    await expectHits(page, 3);
    expect(hits[2]).toMatchObject({ url: `${trackedUrl}/fr/plan-site`, title: "Portail du marin | Plan du site" });
    await page.getByRole("navigation", { name: "Plan du site" }).getByRole("link", { name: "Mon aptitude médicale" }).click();
    await expect(page).toHaveURL(/\/fr\/univers-marin\/pmr\/aptitude-medicale$/);
    await expectHits(page, 4);
    expect(hits[3]).toMatchObject({
      url: `${trackedUrl}/fr/univers-marin/pmr/aptitude-medicale`,
      title: "Portail du marin | Mon aptitude médicale",
    });

    // A navigation of the sub-application, as single-spa makes it: pushState, then a synthetic
    // popstate. A new entry carries no other router's state (docs/sub-applications.md, "History"):
    // a copy of the shell's would be reported by the demo module, as vue-router would misread it.
    await page.evaluate(() => {
      window.history.pushState(null, "", "/fr/univers-marin/pmr/mes-titres?onglet=2");
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    });
    await expectHits(page, 5);
    expect(hits[4]).toMatchObject({
      url: `${trackedUrl}/fr/univers-marin/pmr/mes-titres?onglet=2`,
      title: "Portail du marin | Mes titres",
    });

    // Out of the sub-application back to a shell page.
    await page.evaluate(() => {
      window.history.pushState(null, "", "/fr/mes-infos");
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    });
    await expectHits(page, 6);
    expect(hits[5]).toMatchObject({ url: `${trackedUrl}/fr/mes-infos`, title: "Portail du marin | Mon compte" });
    expect(consoleProblems).toEqual([]);
  },
);

test("a full page load in another language is one page view with the translated title", { tag: OWN_STACK }, async ({ page }) => {
  hits.length = 0;
  await openPage(page, `${trackedUrl}/en/error/418`);
  await expectHits(page, 1);
  expect(hits[0]).toMatchObject({ url: `${trackedUrl}/en/error/418`, title: "Seafarer portal | Error 418: bad request" });
});

test("the CSP allows exactly the configured Matomo origin", { tag: OWN_STACK }, async ({ request }) => {
  const tracked = (await request.get(`${trackedUrl}/fr/plan-site`)).headers()["content-security-policy"] ?? "";
  const directive = (csp: string, name: string) =>
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .find((part) => part[0] === name)
      ?.slice(1);
  expect(directive(tracked, "script-src")).toEqual([
    `${trackedUrl}/assets/`,
    `${trackedUrl}/env.js`,
    `${trackedUrl}/color-scheme.js`,
    UNIVERS_MARIN_URL,
    matomoOrigin,
  ]);
  expect(directive(tracked, "connect-src")).toEqual(["'self'", UNIVERS_MARIN_URL, matomoOrigin]);
  expect(directive(tracked, "img-src")).toEqual(["'self'", "data:", UNIVERS_MARIN_URL, matomoOrigin]);

  const untracked = (await request.get(`${PORTAL_URL}/fr/plan-site`)).headers()["content-security-policy"] ?? "";
  expect(untracked).not.toBe("");
  expect(untracked).not.toContain(matomoOrigin);
});

test("a partial Matomo configuration leaves the CSP closed, a malformed one stops the start", { tag: OWN_STACK }, () => {
  const render = (env: Record<string, string>) => {
    const runtime = mkdtempSync(join(tmpdir(), "portal-analytics-"));
    const result = spawnSync("sh", [join(root, "docker/entrypoint.d/40-portal-config.sh")], {
      env: {
        PATH: process.env.PATH ?? "",
        BACKEND_URL: "http://127.0.0.1:9",
        PORTAL_TEMPLATE_DIR: root,
        PORTAL_RUNTIME_DIR: runtime,
        PORTAL_ROOT: join(root, "dist"),
        ...env,
      },
      encoding: "utf8",
    });
    return { status: result.status, stderr: result.stderr, runtime };
  };
  const partial = render({ MATOMO_URL: matomoOrigin, MATOMO_SITE_ID: "7" });
  expect(partial.status).toBe(0);
  expect(readFileSync(join(partial.runtime, "security-headers.conf"), "utf8")).not.toContain(matomoOrigin);

  const malformed = render({ MATOMO_URL: "javascript:alert(1)", MATOMO_SITE_ID: "7", MATOMO_SCRIPT_URL: `${matomoOrigin}/matomo.js` });
  expect(malformed.status).not.toBe(0);
  expect(malformed.stderr.trim().split("\n")).toHaveLength(1);
  expect(malformed.stderr).toContain("MATOMO_URL");
});

test(
  "a Matomo script that fails to load: the portal works, with one console warning",
  { tag: OWN_STACK },
  async ({ page, consoleProblems }) => {
    hits.length = 0;
    await openPage(page, `${brokenUrl}/fr/plan-site`);
    await page.getByRole("link", { name: "Accessibilité", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Déclaration d'accessibilité");
    const warnings = consoleProblems.filter((problem) => problem.startsWith("warning:"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("[analytics]");
    // The only other message is the browser's own note of the failed request.
    expect(
      consoleProblems.filter((problem) => !problem.startsWith("warning:")).every((problem) => problem.includes("Failed to load resource")),
    ).toBe(true);
    expect(hits).toEqual([]);
  },
);

test("not configured: no script, no queue, no request beyond the portal", async ({ page, consoleProblems }) => {
  const foreign: string[] = [];
  const vitals: string[] = [];
  page.on("request", (req) => {
    if (!req.url().startsWith(PORTAL_URL) && !req.url().startsWith("data:")) foreign.push(req.url());
    if (req.url().includes("/assets/field-figures-")) vitals.push(req.url());
  });
  await openPage(page, `${PORTAL_URL}/fr/plan-site`);
  await page.getByRole("link", { name: "Accessibilité", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Déclaration d'accessibilité");
  expect(await page.evaluate(() => "_paq" in window)).toBe(false);
  expect(await page.locator("script[src*='matomo']").count()).toBe(0);
  expect(foreign).toEqual([]);
  // Nor the field figures' code.
  expect(vitals).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

/** The figures of one bulk POST, by name. */
function figuresOf(post: number): Map<string | null, Figure> {
  return new Map(figures.filter((figure) => figure.post === post).map((figure) => [figure.name, figure]));
}

const MODULE_PAGE = "/fr/univers-marin/pmr/accueil-pmr";
const MODULE_TITLE = "Accueil de mon espace marin";

/** The page's field figures listen for it being hidden: closed before, it sends none. */
async function figuresListening(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, FIELD_FIGURES_MARK)).toBe(1);
}

/** The browser has timed the page's first interaction and handed it to its observers (web-vitals'). */
async function interactionTimed(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((_, observer) => {
          observer.disconnect();
          resolve();
        }).observe({ type: "first-input", buffered: true });
      }),
  );
}

test(
  "field figures: a page's LCP, INP, CLS and TTFB leave as one batch when it closes, tagged, to the configured Matomo only",
  { tag: OWN_STACK },
  async ({ page, consoleProblems }) => {
    figures.length = 0;
    link.posts = 0;
    const vitals: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/assets/field-figures-")) vitals.push(req.url());
    });
    const before = Math.floor(Date.now() / 1000);
    await openPage(page, `${trackedUrl}${MODULE_PAGE}`);
    await expect(page.locator("main #univers-marin").getByRole("heading", { level: 1 })).toHaveText(MODULE_TITLE);
    await figuresListening(page);
    expect(vitals).toHaveLength(1);
    // An interaction, for INP: a click on the module's heading, on a main thread that is not idle
    // again before the page closes (a slow phone, a tab closed right after a click).
    await page.evaluate(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.locator("main #univers-marin").getByRole("heading", { level: 1 }).click();
    await interactionTimed(page);
    expect(link.posts).toBe(0);
    await leavePage(page);

    await expect.poll(() => link.posts).toBe(1);
    const sent = figuresOf(1);
    expect([...sent.keys()].sort()).toEqual(["CLS", "INP", "LCP", "TTFB"]);
    for (const figure of sent.values()) {
      expect(figure).toMatchObject({ idsite: "7", url: `${trackedUrl}${MODULE_PAGE}`, category: "Field figures" });
      expect(figure.tags).toMatch(
        /^route=\/univers-marin\/pmr\/accueil-pmr;um=mounted;um_load=\d+;um_mount=\d+;ect=(slow-2g|2g|3g|4g|unknown);sw=0(;part=(shell|univers-marin))?$/,
      );
      expect(figure.value).toBeGreaterThanOrEqual(0);
      expect(figure.cdt).toBeGreaterThanOrEqual(before);
      expect(figure.cdt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    }
    expect(sent.get("LCP")?.value).toBeGreaterThan(0);
    expect(sent.get("INP")?.tags).toMatch(/;part=univers-marin$/);
    expect(sent.get("TTFB")?.tags).not.toContain("part=");
    expect(consoleProblems).toEqual([]);
  },
);

test.describe("field figures through the service worker", { tag: OWN_STACK }, () => {
  test.use({ serviceWorkers: "allow" });

  test("on a ship out of reach, the figures wait in the worker and leave with the next page once Matomo answers", async ({
    page,
    consoleProblems,
  }) => {
    test.slow();
    figures.length = 0;
    link.posts = 0;
    unanswered.length = 0;
    await installWorker(page, `${trackedUrl}/fr/plan-site`);
    // The first visit's figures, which the page sent itself as the worker took over.
    await expect.poll(() => link.posts).toBe(1);
    figures.length = 0;
    link.posts = 0;

    link.up = false;
    try {
      const before = Math.floor(Date.now() / 1000);
      await openPage(page, `${trackedUrl}${MODULE_PAGE}`);
      await expect(page.locator("main #univers-marin").getByRole("heading", { level: 1 })).toHaveText(MODULE_TITLE);
      await figuresListening(page);
      await leavePage(page);
      // The worker tried to send the module page's figures, and got no answer.
      await expect.poll(() => unanswered.includes(`${trackedUrl}${MODULE_PAGE}`)).toBe(true);
      expect(figures).toEqual([]);

      link.up = true;
      await openPage(page, `${trackedUrl}/fr/plan-site`);
      await expect.poll(() => link.posts).toBe(1);
      const arrived = figures.filter((figure) => figure.url === `${trackedUrl}${MODULE_PAGE}`);
      expect(new Set(arrived.map((figure) => figure.name))).toEqual(new Set(["LCP", "CLS", "TTFB"]));
      for (const figure of arrived) {
        expect(figure.tags).toMatch(/^route=\/univers-marin\/pmr\/accueil-pmr;um=mounted;um_load=\d+;um_mount=\d+;ect=\S+;sw=1/);
        // Dated when they left the page, not when they arrived.
        expect(figure.cdt).toBeGreaterThanOrEqual(before);
      }
      // The plan-site page's, taken while the worker installed, came in the same request.
      expect(figures.filter((figure) => figure.url === `${trackedUrl}/fr/plan-site`).length).toBeGreaterThan(0);
      expect(new Set(figures.map((figure) => figure.post))).toEqual(new Set([1]));

      // Nothing is kept once sent: leaving this page sends its own figures, and nothing again.
      await page.reload();
      await appReady(page);
      await expect.poll(() => link.posts).toBe(2);
      expect(new Set(figures.filter((figure) => figure.post === 2).map((figure) => figure.url))).toEqual(
        new Set([`${trackedUrl}/fr/plan-site`]),
      );
      await pageSettled(page);
      expect(link.posts).toBe(2);
      // The module page's matomo.js could not load while the link was down, said once; the
      // figures' own failures cost the page nothing.
      expect(consoleProblems).toEqual([
        "error: Failed to load resource: net::ERR_EMPTY_RESPONSE",
        `warning: [analytics] Matomo could not be loaded from ${matomoOrigin}/matomo.js: audience is not measured.`,
      ]);
    } finally {
      link.up = true;
    }
  });
});
