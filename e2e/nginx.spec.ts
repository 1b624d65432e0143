import { expect, test } from "./fixtures";
import { EXTERNAL_STACK } from "./stack";

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

  test("/api is proxied with the public address from configuration, never the client's", async ({ request }) => {
    test.skip(EXTERNAL_STACK, "the echo endpoint belongs to the local simulated backend");
    const response = await request.get("/api/echo-headers", {
      headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "gopher" },
    });
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response.headers());
    const seen = (await response.json()) as Record<string, string>;
    expect(seen.forwardedHost).not.toContain("evil");
    expect(seen.host).not.toContain("evil");
    expect(seen.forwardedProto).toBe("http");
    expect(seen.forwardedFor).toBe("127.0.0.1");
  });

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
