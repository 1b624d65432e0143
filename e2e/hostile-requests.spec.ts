import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, openPage, pageSettled, test } from "./fixtures";
import { type RawAnswer, rawGet, rawRequest } from "./raw-http";
import { EXTERNAL_STACK, OWN_STACK, PORTAL_PORT, PORTAL_URL } from "./stack";

/**
 * Requests an attacker sends every day, through the real nginx configuration. What
 * nginx.spec.ts and shell.spec.ts already check (security headers, TRACE, a plain /../,
 * /.git/config and /.env on the root, the forged Host on each proxied prefix) is not repeated.
 */

const ORIGIN = new URL(PORTAL_URL).origin;
const HOST = new URL(PORTAL_URL).host;

/** Text that only appears in a file outside the exported pages. */
const LEAKS = [
  "root:x:0:0", // /etc/passwd
  "worker_processes", // the rendered nginx.conf
  "proxy_set_header", // the rendered proxy.conf or a template
  '"name": "portail-marin"', // package.json beside dist/
  "[core]", // a .git/config
  "PORTAL_CANARY", // the dotfiles this spec plants
  `"GET /`, // the access log in the runtime directory
];

function expectNothingLeaked(answer: { status: number; body: string }, what: string): void {
  expect([400, 403, 404], `${what}: status`).toContain(answer.status);
  for (const leak of LEAKS) expect(answer.body, `${what} leaks ${leak}`).not.toContain(leak);
}

/** Whatever is refused or not found, the server never says which nginx it is. */
function expectNoVersion(answer: RawAnswer, what: string): void {
  expect(answer.headers.get("server") ?? "nginx", `${what}: Server`).toBe("nginx");
  expect(answer.headers.has("x-powered-by"), `${what}: X-Powered-By`).toBe(false);
  expect(answer.body, `${what}: body`).not.toMatch(/nginx\/[0-9]/i);
}

/** Any Location must stay on the portal: relative, or resolving to its own origin. */
function expectNoRedirectAway(location: string | undefined, what: string): void {
  if (location === undefined) return;
  expect(new URL(location, PORTAL_URL).origin, `${what}: Location ${location}`).toBe(ORIGIN);
}

test.describe("hostile requests get a harmless answer", () => {
  test("path traversal, plain, encoded and double-encoded, never leaves the root", async () => {
    // The runtime directory: /tmp/portal in the image, .tmp/nginx-$PORT beside dist/ under serve:nginx.
    const runtime = EXTERNAL_STACK ? "tmp/portal" : `.tmp/nginx-${PORTAL_PORT}`;
    const paths = [
      "/../../../../etc/passwd",
      "/fr/login/../../../../etc/passwd",
      "/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
      "/%2E%2E%2F%2E%2E%2F%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
      "/..%2f..%2f..%2f..%2fetc%2fpasswd",
      "/%252e%252e%252f%252e%252e%252f%252e%252e%252fetc%252fpasswd",
      "/..%252f..%252f..%252fetc%252fpasswd",
      "/%c0%ae%c0%ae/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd",
      "/..%5c..%5c..%5c..%5cetc%5cpasswd",
      "/..;/..;/..;/etc/passwd",
      "/fr/login%00/../../../etc/passwd",
      "/assets/../../package.json",
      "/assets/..%2f..%2fpackage.json",
      "/assets/i18n/%2e%2e/%2e%2e/%2e%2e/package.json",
      "/univers-marin/..%2f..%2f..%2fpackage.json",
      "/fr/error/500/..%2f..%2f..%2f..%2fnginx%2fproxy.conf.template",
      `/..%2f${runtime.replaceAll("/", "%2f")}%2fnginx.conf`,
      `/%2e%2e/${runtime}/conf.d/default.conf`,
      `/../${runtime}/access.log`,
      "/env.js/../nginx.conf",
      "/env.js%2f..%2fnginx.conf",
      "/env.js/..%2fconf.d%2fdefault.conf",
      "/env.js/..%2f..%2f..%2f..%2fetc%2fpasswd",
    ];
    for (const path of paths) expectNothingLeaked(await rawGet(path), path);
  });

  test("dotfiles are never served, at any depth, even when they exist", { tag: OWN_STACK }, async ({ request }) => {
    // A build that copied a .env or a .git into the image must still not publish it: plant some.
    const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
    const planted = [".env", "fr/.git/config", "assets/.htpasswd", "assets/i18n/.env.local"];
    try {
      for (const file of planted) {
        mkdirSync(dirname(join(dist, file)), { recursive: true });
        writeFileSync(join(dist, file), "[core]\nPORTAL_CANARY=secret\n");
      }
      for (const path of [
        "/.env",
        "/fr/.git/config",
        "/assets/.htpasswd",
        "/assets/i18n/.env.local",
        "/%2eenv",
        "/fr/%2Egit/config",
        "/fr/login/../.git/config",
      ]) {
        expectNothingLeaked(await rawGet(path), path);
      }
      // The same through an ordinary client, which normalises what it can.
      const answer = await request.get("/assets/.htpasswd");
      expectNothingLeaked({ status: answer.status(), body: await answer.text() }, "/assets/.htpasswd");
    } finally {
      rmSync(join(dist, ".env"), { force: true });
      rmSync(join(dist, "fr/.git"), { recursive: true, force: true });
      rmSync(join(dist, "assets/.htpasswd"), { force: true });
      rmSync(join(dist, "assets/i18n/.env.local"), { force: true });
    }
  });

  test("no directory listing", async ({ request }) => {
    for (const path of ["/assets/", "/assets/i18n/", "/error/", "/fr/error/", "/fr/assets/"]) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect([403, 404], path).toContain(answer.status());
      expect(await answer.text(), path).not.toMatch(/Index of|<a href="\.\.\/">/);
    }
  });

  test("very long URLs and headers are refused quickly, never a 500", async ({ request }) => {
    const targets = [
      `/fr/login/${"a".repeat(10_000)}`,
      `/fr/login?errorId=${"9".repeat(100_000)}`,
      `/api/mes-droits?${"x=1&".repeat(5_000)}`,
      `/${"%2e%2e/".repeat(3_000)}etc/passwd`,
    ];
    for (const path of targets) {
      const answer = await request.get(path, { timeout: 5_000, maxRedirects: 0 });
      expect([400, 404, 414], `${path.slice(0, 40)}…`).toContain(answer.status());
    }
    const bigCookie = await request.get("/fr/login", { headers: { Cookie: `a=${"b".repeat(20_000)}` }, timeout: 5_000 });
    expect([400, 404, 431, 494]).toContain(bigCookie.status());
    const answer = await rawGet(`/${"a".repeat(70_000)}`);
    expect(answer.status).toBe(414);
    expectNoVersion(answer, "414");
  });

  test("a body over the limit is refused by nginx before the backend", async ({ request }) => {
    const twoMegabytes = Buffer.alloc(2 * 1024 * 1024, "a");
    for (const path of ["/api/evenements", "/oauth2/authorization/fc", "/login/oauth2/code/fc"]) {
      const answer = await request.post(path, { data: twoMegabytes, headers: { "Content-Type": "application/json" }, timeout: 10_000 });
      expect(answer.status(), path).toBe(413);
    }
    // Without a Content-Length nginx counts as the chunks arrive.
    const chunk = Buffer.alloc(1536 * 1024, "a");
    const head =
      `POST /api/evenements HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\n` +
      "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n";
    const body = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n0\r\n\r\n")]);
    const answer = await rawRequest(head, body, 10_000);
    expect(answer.status).toBe(413);
    expectNoVersion(answer, "413");
  });

  test("TRACE, CONNECT and methods nginx does not serve are refused, on pages and on the proxy", async () => {
    for (const path of ["/fr/login", "/api/echo-headers", "/oauth2/authorization/fc", "/logout"]) {
      for (const method of ["TRACE", "TRACK", "CONNECT", "PROPFIND", "MKCOL", "DEBUG", "FOO"]) {
        const answer = await rawRequest(`${method} ${path} HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`);
        expect([400, 404, 405, 501], `${method} ${path}`).toContain(answer.status);
        // The echo names the method: had the backend been reached, the body would say so.
        expect(answer.body, `${method} ${path} reached the backend`).not.toContain(`"method"`);
        expectNoVersion(answer, `${method} ${path}`);
      }
    }
    const tunnel = await rawRequest(`CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\nConnection: close\r\n\r\n`);
    expect([400, 404, 405, 501]).toContain(tunnel.status);
  });

  test("the backend never sees a forged host or a path nginx did not route", { tag: OWN_STACK }, async () => {
    // An absolute request target names another host: nginx takes its Host from it, the
    // backend still gets the configured public address.
    const absolute = await rawRequest(`GET http://evil.example/api/echo-headers HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`);
    expect(absolute.status).toBe(200);
    expect(absolute.body).not.toContain("evil");
    const twoHosts = await rawRequest(`GET /api/echo-headers HTTP/1.1\r\nHost: ${HOST}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
    expect([400, 404]).toContain(twoHosts.status);
    expect(twoHosts.body).not.toContain("evil");

    // nginx routes /x/..%2Fapi/… as /api/…: the backend must get that same path, not a raw one
    // it could read as /x/<something>, outside the four proxied prefixes.
    const confused = await rawGet("/__mock/..%2Fapi/echo-headers");
    expect(confused.status).toBe(200);
    expect(confused.body).toContain(`"path":"/api/echo-headers"`);
    // And the simulated backend's own control endpoint, which nginx does not proxy, stays out of reach.
    for (const path of ["/api/..%2F__mock/faults", "/api/%2e%2e/__mock/faults", "/oauth2/..%2f..%2f__mock/faults"]) {
      const answer = await rawGet(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toContain("<!doctype html>");
    }
  });

  test("path parameters and encoded dot segments never reach the backend: 400", async () => {
    // A Servlet container resolves ..; and %2e%2e; outside the prefix nginx routed on.
    const refused = [
      "/api/..;/actuator/env",
      "/api/%2e%2e;/x",
      "/oauth2/authorization/fc/..;/..;/x",
      "/login/oauth2/code/fc/.%2E;/x",
      "/api/mes-droits;jsessionid=0",
      "/api/%3b/echo-headers",
      "/api/%2e/echo-headers",
      "/api/x/%2E%2e/",
    ];
    for (const path of refused) {
      const answer = await rawGet(path);
      expect(answer.status, path).toBe(400);
      expectNoVersion(answer, path);
    }
  });

  test("a query's semicolons and dots still reach the backend", { tag: OWN_STACK }, async () => {
    const answer = await rawGet("/api/echo-headers?state=..;x&next=%2e%2e");
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`"path":"/api/echo-headers?state=..;x&next=%2e%2e"`);
  });

  test("no version disclosed, on pages, errors and proxied answers", async () => {
    const answers: Array<[string, RawAnswer]> = [
      ["a page", await rawGet("/fr/login")],
      ["a missing page", await rawGet("/nulle-part")],
      ["a redirect", await rawGet("/fr")],
      ["a malformed path", await rawGet("/%")],
      ["a bad request", await rawRequest("GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n")],
      ["an unsupported version", await rawRequest(`GET / HTTP/2.7\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`)],
      ["a proxied answer", await rawGet("/api/mes-droits")],
    ];
    for (const [what, answer] of answers) expectNoVersion(answer, what);
  });

  test("no open redirect through the sign-in pages' parameters or a crafted path", async ({ request }) => {
    const hostile =
      "errorId=https://evil.example&redirect=https://evil.example&redirect_uri=//evil.example&state=https%3A%2F%2Fevil.example&returnTo=/%5Cevil.example&next=javascript:alert(1)&retour=//evil.example";
    for (const page of ["/login", "/fr/login", "/loginAyantDroit", "/en/login-agent", "/es/loginAyantDroit"]) {
      const answer = await request.get(`${page}?${hostile}`, { maxRedirects: 0 });
      expect(answer.status(), page).toBe(200);
      expect(answer.headers().location, page).toBeUndefined();
    }
    const paths = [
      "//evil.example",
      "//evil.example/%2e%2e",
      "///evil.example/",
      "/\\evil.example",
      "/%5Cevil.example",
      "/%2F%2Fevil.example",
      "/fr//evil.example",
      "/fr/login/..//evil.example",
      "/%09/evil.example",
      "/fr/%2F%2Fevil.example",
    ];
    for (const path of paths) {
      const answer = await rawGet(path);
      expect([301, 302, 307, 308, 400, 404], path).toContain(answer.status);
      expectNoRedirectAway(answer.headers.get("location"), path);
    }
    // nginx's own redirects (/fr → its home) never take the client's Host.
    for (const path of ["/", "/fr", "/en/"]) {
      const answer = await rawGet(path, { Host: "evil.example" });
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("location"), path).toMatch(/^\/[^/\\]/);
    }
  });

  test("the sign-in pages, opened with hostile parameters, stay on the portal", async ({ page }) => {
    const offOrigin: string[] = [];
    const isOffOrigin = (url: string) => url.startsWith("http") && new URL(url).hostname.includes("evil");
    page.on("request", (request) => {
      if (isOffOrigin(request.url())) offOrigin.push(request.url());
    });
    page.on("framenavigated", (frame) => {
      if (isOffOrigin(frame.url())) offOrigin.push(frame.url());
    });
    for (const path of ["/fr/login", "/loginAyantDroit", "/en/login-agent"]) {
      await openPage(
        page,
        `${path}?errorId=https://evil.example&redirect=https://evil.example&state=redirect%3D%2F%2Fevil.example&redirect_uri=%2F%5Cevil.example`,
      );
      // Hydrated, its startup calls answered (401: not signed in) and the page idle after them:
      // a redirect the app would make from the parameters has started by now.
      await pageSettled(page);
      expect(new URL(page.url()).origin, path).toBe(ORIGIN);
      expect(new URL(page.url()).pathname, path).toBe(path);
    }
    expect(offOrigin).toEqual([]);
  });
});
