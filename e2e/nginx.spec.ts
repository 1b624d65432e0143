import { expect, test } from "./fixtures";
import { OWN_STACK, PORTAL_PORT, PORTAL_URL } from "./stack";

const PORTAL_ORIGIN = new URL(PORTAL_URL).origin;

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

function expectSecurityHeaders(headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"]).toBeTruthy();
  const csp = headers["content-security-policy"] ?? "";
  const scriptSrc = (/script-src ([^;]*)/.exec(csp)?.[1] ?? "").split(" ");
  // The portal's own scripts by path: 'self' would also cover what the backend answers under /api/.
  expect(scriptSrc).not.toContain("'self'");
  expect(scriptSrc).toEqual(
    expect.arrayContaining([`${PORTAL_ORIGIN}/assets/`, `${PORTAL_ORIGIN}/env.js`, `${PORTAL_ORIGIN}/color-scheme.js`]),
  );
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(scriptSrc).not.toContain("unsafe-eval");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers.server).toBe("nginx");
}

test.describe("nginx serves the portal as the image does", () => {
  test("an exported page: security headers, revalidated on every visit", async ({ request }) => {
    const response = await request.get("/fr/login");
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response.headers());
    expect(response.headers()["cache-control"]).toBe("no-cache");
    expect(response.headers()["content-type"]).toContain("text/html");
  });

  test("a hashed asset: cached a year, immutable, precompressed", async ({ request }) => {
    const html = await (await request.get("/fr/login")).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await request.get(asset ?? "", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response.headers());
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe("gzip");
    // gzip_static serves the build's .gz file: its length is known, no chunked on-the-fly gzip.
    expect(response.headers()["content-length"]).toBeTruthy();
  });

  test("the service worker's script: never kept, so a release (or the kill switch) is found at the next navigation", async ({
    request,
  }) => {
    const response = await request.get("/sw.js");
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response.headers());
    expect(response.headers()["cache-control"]).toBe("no-cache");
    expect(response.headers()["content-type"]).toContain("javascript");
  });

  test("no source map is served, nor named by a script", async ({ request }) => {
    const html = await (await request.get("/fr/login")).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(await (await request.get(script)).text(), script).not.toContain("sourceMappingURL");
      expect((await request.get(`${script}.map`)).status(), `${script}.map`).toBe(404);
    }
  });

  test("env.js: never stale, and the univers-marin origin is the one the CSP allows", async ({ request }) => {
    const response = await request.get("/env.js");
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response.headers());
    expect(response.headers()["cache-control"]).toBe("no-cache");
    expect(response.headers()["content-type"]).toContain("javascript");
    const body = await response.text();
    const host = /UNIVERS_MARIN_HOST: "([^"]+)"/.exec(body)?.[1] ?? "";
    expect(host).toMatch(/^http/);
    expect(/script-src ([^;]*)/.exec(response.headers()["content-security-policy"] ?? "")?.[1]?.split(" ")).toContain(new URL(host).origin);
  });

  // What a client forges must never reach the backend: it builds its OAuth redirect_uri from these.
  const FORGED = {
    Host: "evil.example",
    "X-Forwarded-Host": "evil.example",
    "X-Forwarded-Proto": "gopher",
    "X-Forwarded-Port": "6666",
    "X-Forwarded-Prefix": "/evil",
    "X-Forwarded-For": "203.0.113.66",
    "X-Real-IP": "203.0.113.66",
    Forwarded: "for=203.0.113.66;host=evil.example;proto=https",
  };
  // Headers some framework or proxy reads as the client's address, scheme, host, path or method.
  const FORGED_BLANKED = {
    "X-Original-URL": "/actuator/env",
    "X-Rewrite-URL": "/actuator/env",
    "X-Forwarded-Server": "evil.example",
    "X-Forwarded-Ssl": "on",
    "X-Host": "evil.example",
    "X-HTTP-Method-Override": "DELETE",
    "True-Client-IP": "203.0.113.66",
    "X-Client-IP": "203.0.113.66",
  };
  for (const path of ["/api/echo-headers", "/oauth2/echo-headers", "/login/oauth2/echo-headers"]) {
    test(`${path} is proxied with the public address from configuration, never the client's`, { tag: OWN_STACK }, async ({ request }) => {
      const response = await request.get(path, { headers: { ...FORGED, ...FORGED_BLANKED } });
      expect(response.status()).toBe(200);
      expectSecurityHeaders(response.headers());
      const seen = (await response.json()) as Record<string, string | undefined> & { headerNames: string[] };
      expect(seen.host).not.toContain("evil");
      // PUBLIC_URL is not set for the suite: serve:nginx's default, http://127.0.0.1:$PORT.
      expect(seen.forwardedHost).toBe(`127.0.0.1:${PORTAL_PORT}`);
      expect(seen.forwardedProto).toBe("http");
      expect(seen.forwardedPort).toBe(String(PORTAL_PORT));
      expect(seen.forwardedFor).toBe("127.0.0.1");
      expect(seen.realIp).toBe("127.0.0.1");
      expect(seen.forwarded).toBeUndefined();
      expect(seen.forwardedPrefix).toBeUndefined();
      for (const name of Object.keys(FORGED_BLANKED)) expect(seen.headerNames, name).not.toContain(name.toLowerCase());
      // The backend's own identity stays behind nginx.
      expect(response.headers().server).toBe("nginx");
      expect(response.headers()["x-powered-by"]).toBeUndefined();
    });
  }

  test("/healthz answers for the orchestrator", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe("ok\n");
  });

  test("TRACE and unknown methods are refused", async ({ request }) => {
    const response = await request.fetch("/fr/login", { method: "TRACE" });
    expect([405, 501]).toContain(response.status());
  });
});
