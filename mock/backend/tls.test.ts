// @vitest-environment node
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { get } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningBackend, startBackend } from "./backend";

const HAS_OPENSSL = spawnSync("sh", ["-c", "command -v openssl"]).status === 0;
const NAME = "backend.test";

/** A GET over TLS that trusts CA only and checks the certificate against NAME. */
function getOverTls(url: string, ca: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { ca, servername: NAME }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    }).on("error", reject);
  });
}

/** The tester stack's portal reaches the backend over TLS; the tests and the providers keep http. */
describe.skipIf(!HAS_OPENSSL)("the simulated backend's https listener", () => {
  const certificates = mkdtempSync(join(tmpdir(), "mock-backend-tls-"));
  let backend: RunningBackend;

  beforeAll(async () => {
    execFileSync("bash", ["scripts/test-certificates.sh", certificates, NAME], { stdio: "ignore" });
    backend = await startBackend({
      host: "127.0.0.1",
      port: 0,
      providers: () => ({ fc: { host: "127.0.0.2", port: 0 }, cer: { host: "127.0.0.3", port: 0 } }),
      portalOrigins: [],
      sessionIdleSeconds: 1800,
      tls: { port: 0, cert: readFileSync(join(certificates, `${NAME}.crt`)), key: readFileSync(join(certificates, `${NAME}.key`)) },
    });
  }, 30_000);
  afterAll(async () => {
    await backend.close();
    rmSync(certificates, { recursive: true, force: true });
  });

  it("answers over TLS with its certificate chain as over http", async () => {
    expect(backend.tlsUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const secure = await getOverTls(`${backend.tlsUrl ?? ""}/api/echo-headers`, readFileSync(join(certificates, "ca.crt")));
    expect(secure.status).toBe(200);
    expect(JSON.parse(secure.body)).toMatchObject({ method: "GET", path: "/api/echo-headers" });
    expect((await fetch(`${backend.url}/healthz`)).status).toBe(200);
  });
});
