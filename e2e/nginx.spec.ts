import { expect, test } from "./fixtures";
import { EXTERNAL_STACK, PORTAL_PORT } from "./stack";

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
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  expect(scriptSrc).toContain("'self'");
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

  test("env.js: never stale, and the univers-marin origin is the one the CSP allows", async ({ request }) => {
    const response = await request.get("/env.js");
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response.headers());
    expect(response.headers()["cache-control"]).toBe("no-cache");
    expect(response.headers()["content-type"]).toContain("javascript");
    const body = await response.text();
    const host = /UNIVERS_MARIN_HOST: "([^"]+)"/.exec(body)?.[1] ?? "";
    expect(host).toMatch(/^http/);
    expect(response.headers()["content-security-policy"]).toContain(`script-src 'self' ${new URL(host).origin}`);
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
  for (const path of ["/api/echo-headers", "/oauth2/echo-headers", "/login/oauth2/echo-headers"]) {
    test(`${path} is proxied with the public address from configuration, never the client's`, async ({ request }) => {
      test.skip(EXTERNAL_STACK, "the echo endpoint belongs to the local simulated backend");
      const response = await request.get(path, { headers: FORGED });
      expect(response.status()).toBe(200);
      expectSecurityHeaders(response.headers());
      const seen = (await response.json()) as Record<string, string | undefined>;
      expect(seen.host).not.toContain("evil");
      // PUBLIC_URL is not set for the suite: its default, http://localhost:$PORT.
      expect(seen.forwardedHost).toBe(`localhost:${PORTAL_PORT}`);
      expect(seen.forwardedProto).toBe("http");
      expect(seen.forwardedPort).toBe(String(PORTAL_PORT));
      expect(seen.forwardedFor).toBe("127.0.0.1");
      expect(seen.realIp).toBe("127.0.0.1");
      expect(seen.forwarded).toBeUndefined();
      expect(seen.forwardedPrefix).toBeUndefined();
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
