import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { type Server, createServer } from "node:http";
import type { Page } from "@playwright/test";
import { z } from "zod";
import { CspReportCollector } from "../mock/backend/csp-reports";
import { closeServer, listen } from "../mock/backend/http-helpers";
import { type ExtraPortal, startPortal } from "./extra-portal";
import { expect, test } from "./fixtures";
import { rawGet } from "./raw-http";
import { OWN_STACK } from "./stack";

/**
 * What ops read when something goes wrong (docs/observability.md, "Reading the logs"): nginx's access
 * log, one JSON object a line, the request id that ties a line to an answer and to the backend's
 * logs, and CSP violation reports sent where CSP_REPORT_URL says.
 */

/** One line of the access log (nginx/nginx.conf.template's log_format): these fields, no other. */
const accessLine = z
  .object({
    time: z.iso.datetime({ offset: true }),
    id: z.string(),
    addr: z.string(),
    method: z.string(),
    path: z.string(),
    status: z.number().int(),
    bytes: z.number().int(),
    rt: z.number(),
    up_rt: z.string(),
    up_status: z.string(),
    cache: z.enum(["", "revalidated", "changed", "full"]),
    dest: z.string(),
  })
  .strict();
type AccessLine = z.infer<typeof accessLine>;

/** nginx's own request id, used when the client's is not a plain token. */
const NGINX_ID = /^[0-9a-f]{32}$/;

/** Every line of the log, each parsed: a line that is not one such object fails the test. */
function readAccessLog(file: string): AccessLine[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => accessLine.parse(JSON.parse(line)));
}

/** The request's one line: nginx writes it once the answer has gone, so it is waited for. */
async function lineOf(portal: ExtraPortal, id: string): Promise<AccessLine> {
  await expect
    .poll(() => readAccessLog(portal.accessLog).filter((line) => line.id === id).length, `the log line of ${id}`)
    .toBeGreaterThan(0);
  const lines = readAccessLog(portal.accessLog).filter((line) => line.id === id);
  expect(lines, `the log lines of ${id}`).toHaveLength(1);
  const [line] = lines;
  if (line === undefined) throw new Error(id);
  return line;
}

test.describe("the access log and the request id", { tag: OWN_STACK }, () => {
  let portal: ExtraPortal;
  test.beforeAll(async () => {
    portal = await startPortal();
  });
  test.afterAll(async () => {
    await portal.stop();
  });

  test("a request's id is in the answer, in what the backend received, and in its one log line, without the query", async ({ request }) => {
    const id = `e2e-${randomUUID()}`;
    // As an OAuth callback carries its code and state: neither may reach the log.
    const response = await request.get(`${portal.url}/api/echo-headers?code=oauth-code-${id}&state=oauth-state`, {
      // No compression: the body's length is then the bytes nginx sent.
      headers: { "X-Request-ID": id, "Accept-Encoding": "identity" },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["x-request-id"]).toBe(id);
    const body = await response.body();
    const seen = JSON.parse(body.toString("utf8")) as { requestId?: string };
    expect(seen.requestId).toBe(id);

    const line = await lineOf(portal, id);
    expect(line).toMatchObject({ method: "GET", path: "/api/echo-headers", status: 200, up_status: "200", cache: "" });
    // The body as sent: the backend's answer goes out chunked, and the chunks' framing counts.
    expect(line.bytes).toBeGreaterThanOrEqual(body.length);
    expect(line.bytes).toBeLessThan(body.length + 20);
    expect(line.addr).toBe("127.0.0.1");
    expect(line.up_rt).toMatch(/^\d+\.\d{3}$/);
    expect(Math.abs(Date.parse(line.time) - Date.now())).toBeLessThan(60_000);
    expect(readFileSync(portal.accessLog, "utf8")).not.toContain(`oauth-code-${id}`);
  });

  // A newline ends the header line: what follows it is another line, which nginx drops as an
  // invalid header; what comes before it (here with a quote) is the value, refused as the others.
  const HOSTILE_IDS: Record<string, string> = {
    quote: 'spoofed"id',
    backslash: "spoofed\\id",
    "500 characters": "spoofed".repeat(72),
    space: "spoofed id",
    "an escape sequence": "spoofed\u001b[31mid",
    newline: 'spoofed"\n"}{"forged":true,"x":"',
  };
  for (const [name, hostile] of Object.entries(HOSTILE_IDS)) {
    test(`an incoming id with ${name} is replaced by nginx's own, and the log line still parses`, async () => {
      const answer = await rawGet("/fr/login", { "X-Request-ID": hostile }, portal.url);
      expect(answer.status).toBe(200);
      const id = answer.headers.get("x-request-id") ?? "";
      expect(id).toMatch(NGINX_ID);
      expect(await lineOf(portal, id)).toMatchObject({ path: "/fr/login", status: 200 });
      const log = readFileSync(portal.accessLog, "utf8");
      expect(log).not.toContain("forged");
      // Not a hex word: nginx's ids and the other tests' UUIDs cannot hold it.
      expect(log).not.toContain("spoofed");
    });
  }

  test("the cache field: a full download, a revalidation (304), a changed file, for pages, /sw.js, labels and assets", async ({
    request,
  }) => {
    const html = await (await request.get(`${portal.url}/fr/login`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "";
    expect(asset).not.toBe("");
    for (const path of ["/fr/login", "/univers-marin/pmr/accueil-pmr", "/sw.js", "/assets/i18n/header.fr.json", asset]) {
      const get = async (headers: Record<string, string>) => {
        const id = `e2e-${randomUUID()}`;
        const response = await request.get(`${portal.url}${path}`, { headers: { ...headers, "X-Request-ID": id } });
        return { response, line: await lineOf(portal, id) };
      };
      const first = await get({});
      expect(first.response.status(), path).toBe(200);
      expect(first.line, path).toMatchObject({ path, status: 200, cache: "full", up_status: "" });
      // Precompressed files, sent whole with their length.
      expect(first.line.bytes, path).toBe(Number(first.response.headers()["content-length"]));
      const etag = first.response.headers().etag ?? "";
      expect(etag, `${path}: ETag`).not.toBe("");
      // The browser's or the service worker's copy is the current one.
      const current = await get({ "If-None-Match": etag });
      expect(current.response.status(), path).toBe(304);
      expect(current.line, path).toMatchObject({ path, status: 304, bytes: 0, cache: "revalidated" });
      // A copy from an earlier release: a new one reached that client.
      const older = await get({ "If-None-Match": '"an-earlier-release"' });
      expect(older.response.status(), path).toBe(200);
      expect(older.line, path).toMatchObject({ path, status: 200, cache: "changed" });
    }
  });

  test("the dest field says what the browser asked for: a page opened, its scripts, its calls; empty from a client that does not say", async ({
    page,
  }) => {
    const idOf = async (answer: Promise<{ headers(): Record<string, string> }>) => (await answer).headers()["x-request-id"] ?? "";
    const envJs = page.waitForResponse((response) => new URL(response.url()).pathname === "/env.js");
    const labels = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/assets/i18n/"));
    const opened = page.goto(`${portal.url}/fr/login`).then((response) => {
      if (response === null) throw new Error("/fr/login: no answer");
      return response;
    });
    expect(await lineOf(portal, await idOf(opened))).toMatchObject({ path: "/fr/login", status: 200, dest: "document" });
    expect(await lineOf(portal, await idOf(envJs))).toMatchObject({ path: "/env.js", dest: "script" });
    expect(await lineOf(portal, await idOf(labels))).toMatchObject({ dest: "empty" });

    const answer = await rawGet("/fr/login", {}, portal.url);
    expect(await lineOf(portal, answer.headers.get("x-request-id") ?? "")).toMatchObject({ path: "/fr/login", dest: "" });
    // Any client may send the header: a value shaped to forge fields stays one string.
    const forged = 'document","status":200,"x":"';
    const hostile = await rawGet("/fr/nulle-part", { "Sec-Fetch-Dest": forged }, portal.url);
    expect(await lineOf(portal, hostile.headers.get("x-request-id") ?? "")).toMatchObject({ status: 404, dest: forged });
  });
});

test("every kind of answer carries a request id, each its own", async ({ request }) => {
  const answers = await Promise.all([
    request.get("/fr/login"),
    request.get("/", { maxRedirects: 0 }),
    request.get("/fr/nulle-part"),
    request.get("/.env"),
    request.get("/env.js"),
    request.get("/sw.js"),
    request.get("/assets/i18n/header.fr.json"),
    request.fetch("/fr/login", { method: "PROPFIND" }),
    request.get("/api/habilitations"),
    request.get("/api/a;b"),
  ]);
  expect(answers.map((answer) => answer.status())).toEqual([200, 302, 404, 404, 200, 200, 200, 405, 401, 400]);
  const ids = answers.map((answer) => answer.headers()["x-request-id"] ?? "");
  for (const id of ids) expect(id).toMatch(NGINX_ID);
  expect(new Set(ids).size).toBe(ids.length);
});

test.describe("CSP violation reports", { tag: OWN_STACK }, () => {
  const collector = new CspReportCollector();
  let collectorServer: Server;
  let reportUrl: string;
  let portal: ExtraPortal;
  test.beforeAll(async () => {
    collectorServer = createServer((req, res) => void collector.handle(req, res));
    const { port } = await listen(collectorServer, 0, "127.0.0.1");
    reportUrl = `http://127.0.0.1:${port}/csp-reports`;
    portal = await startPortal({ env: { CSP_REPORT_URL: reportUrl } });
  });
  test.afterAll(async () => {
    await portal.stop();
    await closeServer(collectorServer);
  });

  /** What an injected script would do: script-src names files only, so the browser refuses it. */
  const injectInlineScript = (page: Page) =>
    page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true;";
      document.head.append(script);
    });

  test("the policy names the endpoint, and every answer that carries it maps the group to it", async ({ request }) => {
    for (const path of ["/fr/login", "/sw.js", "/assets/i18n/header.fr.json", "/api/echo-headers", "/fr/nulle-part"]) {
      const response = await request.get(`${portal.url}${path}`);
      const csp = response.headers()["content-security-policy"] ?? "";
      expect(csp, path).toContain(`; report-uri ${reportUrl}; report-to portal-csp`);
      expect(response.headers()["reporting-endpoints"], path).toBe(`portal-csp="${reportUrl}"`);
    }
  });

  test("a browser without the Reporting API posts an inline script's violation to report-uri", async ({ page }) => {
    // Chromium reads report-to when it is there and then ignores report-uri, which Firefox and
    // Safari use: the page's own answer from nginx, less report-to, stands for theirs.
    await page.route(`${portal.url}/fr/login`, async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      headers["content-security-policy"] = (headers["content-security-policy"] ?? "").replace("; report-to portal-csp", "");
      delete headers["reporting-endpoints"];
      // The body comes decoded: the browser must not decode it again.
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ response, headers });
    });
    // A page fulfilled by the test has no address: Chromium takes it for a public site, which
    // may reach the loopback collector only with the local network access permission.
    await page.context().grantPermissions(["local-network-access"], { origin: portal.url });
    await page.goto(`${portal.url}/fr/login`);
    await injectInlineScript(page);
    await expect
      .poll(() => collector.received.filter((report) => report.contentType === "application/csp-report").map((report) => report.body))
      .toContainEqual({
        "csp-report": expect.objectContaining({
          "document-uri": `${portal.url}/fr/login`,
          "effective-directive": "script-src-elem",
          "blocked-uri": "inline",
          disposition: "enforce",
        }),
      });
    expect(await page.evaluate(() => "injected" in window)).toBe(false);
  });

  test("Chromium queues the violation for the report-to group", async ({ page }) => {
    // Chromium sends these reports in batches, a minute apart, or at once with
    // --short-reporting-delay. Headless Chromium 156 here never sends them, with that switch,
    // without Playwright's default switches or with background-sync granted (each report goes
    // from queued to pending and back, with no attempt): the browser's queue is checked instead,
    // through the DevTools protocol.
    const cdp = await page.context().newCDPSession(page);
    const queued: unknown[] = [];
    cdp.on("Network.reportingApiReportAdded", ({ report }) => queued.push(report));
    await cdp.send("Network.enable");
    await cdp.send("Network.enableReportingApi", { enable: true });
    await page.goto(`${portal.url}/fr/login`);
    await injectInlineScript(page);
    await expect
      .poll(() => queued)
      .toContainEqual(
        expect.objectContaining({
          destination: "portal-csp",
          type: "csp-violation",
          initiatorUrl: `${portal.url}/fr/login`,
          body: expect.objectContaining({ effectiveDirective: "script-src-elem", blockedURL: "inline", disposition: "enforce" }),
        }),
      );
  });
});
