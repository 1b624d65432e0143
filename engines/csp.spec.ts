import { type Server, createServer } from "node:http";
import { type ExtraPortal, startPortal } from "../e2e/extra-portal";
import { CspReportCollector } from "../mock/backend/csp-reports";
import { closeServer, listen } from "../mock/backend/http-helpers";
import { expect, test } from "./fixtures";
import { DESKTOP, moduleShows, signIn } from "./steps";

/**
 * The Content-Security-Policy in each engine: the pages of a visit report no violation, through
 * whichever channel the engine has (a listener that runs before the page's scripts, or the
 * portal's report endpoint, CSP_REPORT_URL, which WebKit posts to at once); a violation made on
 * purpose shows that channel works in that engine.
 */
const CANARY = "https://canary.invalid/injected.js";

let collector: CspReportCollector;
let server: Server;
let portal: ExtraPortal;

test.beforeAll(async () => {
  collector = new CspReportCollector();
  server = createServer((req, res) => void collector.handle(req, res));
  const { port } = await listen(server, 0, "127.0.0.1");
  portal = await startPortal({ env: { CSP_REPORT_URL: `http://127.0.0.1:${port}/csp-reports` } });
});

test.afterAll(async () => {
  await portal.stop();
  await closeServer(server);
});

test("a visit's pages report no CSP violation; one made on purpose is reported", async ({ openTab }) => {
  const tab = await openTab(portal.url);
  await tab.resize(DESKTOP.width, DESKTOP.height);
  // The collector serves the worker's every engine: only what came during this test counts.
  const earlier = collector.received.length;
  const seen = async () => [
    ...(await tab.cspViolations()),
    ...collector.received.slice(earlier).map((report) => JSON.stringify(report.body)),
  ];

  await signIn(tab, "fc", "marin-fc");
  for (const path of ["/fr/univers-marin/pmr/accueil-pmr", "/fr/mes-infos", "/en/plan-site", "/es/accessibilite"]) await tab.open(path);
  await tab.open("/fr/univers-marin/pmr/mes-titres");
  await moduleShows(tab, "Mes titres");
  expect(await seen()).toEqual([]);

  await tab.act((src: string) => {
    const script = document.createElement("script");
    script.src = src;
    document.head.append(script);
  }, CANARY);
  await expect.poll(async () => (await seen()).some((line) => line.includes("canary.invalid")), { timeout: 10_000 }).toBe(true);
  expect((await seen()).filter((line) => !line.includes("canary.invalid"))).toEqual([]);
});
