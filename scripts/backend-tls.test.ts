import { freePort } from "./free-port.ts";
import { type ChildProcess, execFile, execFileSync, spawn, spawnSync } from "node:child_process";
import { type Socket as UdpSocket, createSocket } from "node:dgram";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { type Server, createServer } from "node:https";
import { type AddressInfo, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { TLSSocket, createSecureContext } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The link to an https backend, through the rendered configuration and the machine's nginx: a
 * throwaway CA (scripts/test-certificates.sh), an https backend that records what reaches it, and
 * a name server of the test's own, since nginx resolves the backend's name itself while it runs.
 */
const hasCommand = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

const NAME = "backend.portal.test";
/** Resolves to the backend too, which shows it a certificate for OTHER_NAME. */
const WRONG_NAME = "wrong-name.portal.test";
const OTHER_NAME = "other.portal.test";
/** The system's CAs, which never signed the test CA's certificates. */
const SYSTEM_CAS = "/etc/ssl/certs/ca-certificates.crt";
const CAN_RUN = hasCommand("nginx") && hasCommand("openssl") && existsSync(SYSTEM_CAS);

/**
 * A name server for the test's names: an A record of the address `addresses` holds now, no
 * AAAA (an empty answer), not found for any other name. Each answer lives a second.
 */
function startNameServer(addresses: Map<string, string>): Promise<UdpSocket> {
  const server = createSocket("udp4");
  server.on("message", (query, peer) => {
    // The question: labels from byte 12 to a zero length, then its type and class.
    const labels: string[] = [];
    let offset = 12;
    for (let length = query.readUInt8(offset); length > 0; length = query.readUInt8(offset)) {
      labels.push(query.toString("latin1", offset + 1, offset + 1 + length));
      offset += 1 + length;
    }
    const questionEnd = offset + 5;
    const type = query.readUInt16BE(offset + 1);
    const address = addresses.get(labels.join(".").toLowerCase());
    const answer = type === 1 && address !== undefined;
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    // A response to a recursive query, not found when the name is unknown.
    header.writeUInt16BE(address === undefined ? 0x8183 : 0x8180, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answer ? 1 : 0, 6);
    const parts = [header, query.subarray(12, questionEnd)];
    if (answer) {
      const record = Buffer.alloc(16);
      // The question's name (a pointer to byte 12), type A, class IN, a TTL of 1 s, four bytes.
      record.writeUInt16BE(0xc00c, 0);
      record.writeUInt16BE(1, 2);
      record.writeUInt16BE(1, 4);
      record.writeUInt32BE(1, 6);
      record.writeUInt16BE(4, 10);
      address.split(".").forEach((byte, index) => record.writeUInt8(Number(byte), 12 + index));
      parts.push(record);
    }
    server.send(Buffer.concat(parts), peer.port, peer.address);
  });
  return new Promise((resolve) => server.bind(0, "127.0.0.1", () => resolve(server)));
}

interface Received {
  readonly backend: string;
  /** The name the client sent (SNI): false or null when none. */
  readonly servername: string | false | null;
  readonly path: string | undefined;
}

/** An https backend on ADDRESS:PORT that names itself in its answers and records each request. */
async function startBackend(address: string, port: number, certificates: string, received: Received[]): Promise<Server> {
  const context = (name: string) =>
    createSecureContext({ cert: readFileSync(join(certificates, `${name}.crt`)), key: readFileSync(join(certificates, `${name}.key`)) });
  const contexts = new Map([
    [NAME, context(NAME)],
    [WRONG_NAME, context(OTHER_NAME)],
  ]);
  const server = createServer(
    // No SNI at all gets OTHER_NAME's certificate: nginx must send the name to get the right one.
    { SNICallback: (name, done) => done(null, contexts.get(name) ?? contexts.get(WRONG_NAME)) },
    (req, res) => {
      received.push({ backend: address, servername: req.socket instanceof TLSSocket ? req.socket.servername : false, path: req.url });
      const body = `backend ${address}`;
      res.writeHead(200, { "Content-Type": "text/plain", "Content-Length": body.length }).end(body);
    },
  );
  await new Promise<void>((resolve) => server.listen(port, address, resolve));
  return server;
}

interface Portal {
  readonly port: number;
  /** nginx's error log (standard error) so far. */
  errors(): string;
  stop(): Promise<void>;
}

const dirs: string[] = [];
const temporaryDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

/**
 * The entrypoint under dash, then nginx on its configuration. The name server the configuration
 * names is the resolv.conf's, on port 53: default.conf's resolver is pointed at the test's own,
 * on its port, and told to keep answers 1 s instead of 30, the one change made to what the
 * entrypoint wrote.
 */
async function startPortal(env: Record<string, string>, nameServerPort: number): Promise<Portal> {
  const runtime = temporaryDir("portal-tls-");
  writeFileSync(join(runtime, "resolv.conf"), "nameserver 127.0.0.1\n");
  const port = await freePort();
  await new Promise<void>((resolve, reject) =>
    execFile(
      "dash",
      ["docker/entrypoint.d/40-portal-config.sh"],
      {
        env: {
          PATH: process.env.PATH ?? "/usr/bin:/bin",
          PORTAL_TEMPLATE_DIR: process.cwd(),
          PORTAL_RUNTIME_DIR: runtime,
          PORTAL_ROOT: "/srv/portal",
          PORTAL_ACCESS_LOG: "/dev/null",
          PORTAL_RESOLV_CONF: join(runtime, "resolv.conf"),
          PORTAL_CPU_MAX: "/nonexistent/cpu.max",
          PORT: String(port),
          ...env,
        },
      },
      (error, _stdout, stderr) => (error ? reject(new Error(stderr)) : resolve()),
    ),
  );
  const serverConf = join(runtime, "conf.d", "default.conf");
  const rendered = readFileSync(serverConf, "utf8");
  expect(rendered).toContain("resolver 127.0.0.1 valid=30s;");
  writeFileSync(serverConf, rendered.replace("resolver 127.0.0.1 valid=30s;", `resolver 127.0.0.1:${nameServerPort} valid=1s;`));
  const nginx: ChildProcess = spawn("nginx", ["-e", "stderr", "-c", join(runtime, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  nginx.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const stop = async () => {
    if (nginx.exitCode !== null || nginx.signalCode !== null) return;
    const exited = new Promise((resolve) => nginx.once("exit", resolve));
    nginx.kill("SIGQUIT");
    await exited;
  };
  for (let attempt = 0; ; attempt++) {
    if ((await rawGet(port, "/healthz").catch(() => undefined))?.status === 200) return { port, errors: () => errors, stop };
    // 15 s: nginx starts in well under a second, but on a loaded machine it may wait for a core.
    if (attempt === 300 || nginx.exitCode !== null) {
      await stop();
      throw new Error(`nginx did not start: ${errors}`);
    }
    await sleep(50);
  }
}

/**
 * A GET of a path sent byte for byte (an HTTP client would normalise it), and nginx's answer; as
 * a navigation from the address bar, which a /logout needs to be proxied (default.conf).
 */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), body: text.slice(text.indexOf("\r\n\r\n") + 4) });
    });
    // Written, not ended: nginx takes a client's half-close for an abort of a proxied request.
    socket.write(
      Buffer.concat([
        Buffer.from(`GET `),
        Buffer.from(path, "latin1"),
        Buffer.from(" HTTP/1.1\r\nHost: portal\r\nSec-Fetch-Site: none\r\nConnection: close\r\n\r\n"),
      ]),
    );
  });
}

describe.skipIf(!CAN_RUN)("the link to an https backend, through nginx", () => {
  const received: Received[] = [];
  const addresses = new Map([
    [NAME, "127.0.0.1"],
    [WRONG_NAME, "127.0.0.1"],
  ]);
  const servers: Server[] = [];
  let nameServer: UdpSocket | undefined;
  let certificates = "";
  let backendPort = 0;
  const portals: Portal[] = [];
  /** The portal trusting the test CA, for the tests that need no portal of their own. */
  let verified: Portal | undefined;
  const portal = async (env: Record<string, string>) => {
    const started = await startPortal(env, (nameServer?.address() as AddressInfo).port);
    portals.push(started);
    return started;
  };

  const verifiedPort = () => {
    if (verified === undefined) throw new Error("the portal did not start");
    return verified.port;
  };

  beforeAll(async () => {
    certificates = temporaryDir("portal-tls-ca-");
    execFileSync("bash", ["scripts/test-certificates.sh", certificates, NAME, OTHER_NAME], { stdio: "ignore" });
    nameServer = await startNameServer(addresses);
    backendPort = await freePort();
    // The backend on a second address as well, where the name is moved to.
    for (const address of ["127.0.0.1", "127.0.0.2"]) servers.push(await startBackend(address, backendPort, certificates, received));
    verified = await portal({ BACKEND_URL: `https://${NAME}:${backendPort}`, BACKEND_CA_FILE: join(certificates, "ca.crt") });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(portals.map((started) => started.stop()));
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    nameServer?.close();
    dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  it("with the backend's CA: proxied, the name sent and checked, through two intermediate CAs", async () => {
    const before = received.length;
    const answer = await rawGet(verifiedPort(), "/api/echo?x=1");
    expect(answer).toEqual({ status: 200, body: "backend 127.0.0.1" });
    expect(received.slice(before)).toEqual([{ backend: "127.0.0.1", servername: NAME, path: "/api/echo?x=1" }]);
    expect(verified?.errors()).toBe("");
  });

  it("with the system's CAs, which never signed it: 502, and nginx says why", { timeout: 30_000 }, async () => {
    const started = await portal({ BACKEND_URL: `https://${NAME}:${backendPort}`, PORTAL_CA_BUNDLE: SYSTEM_CAS });
    const before = received.length;
    expect((await rawGet(started.port, "/api/echo")).status).toBe(502);
    expect(received.length).toBe(before);
    expect(started.errors()).toMatch(/\[error\].*upstream SSL certificate verify error: \(\d+:unable to get local issuer certificate\)/);
  });

  it("with a certificate for another name: 502, and nginx says why", { timeout: 30_000 }, async () => {
    const started = await portal({ BACKEND_URL: `https://${WRONG_NAME}:${backendPort}`, BACKEND_CA_FILE: join(certificates, "ca.crt") });
    const before = received.length;
    expect((await rawGet(started.port, "/api/echo")).status).toBe(502);
    expect(received.length).toBe(before);
    expect(started.errors()).toContain(`[error]`);
    expect(started.errors()).toContain(`upstream SSL certificate does not match "${WRONG_NAME}"`);
  });

  it("the backend's name is resolved again while nginx runs: a moved backend is followed", { timeout: 30_000 }, async () => {
    const started = await portal({ BACKEND_URL: `https://${NAME}:${backendPort}`, BACKEND_CA_FILE: join(certificates, "ca.crt") });
    expect((await rawGet(started.port, "/api/echo")).body).toBe("backend 127.0.0.1");
    addresses.set(NAME, "127.0.0.2");
    try {
      // The answer nginx holds is kept 1 s here (30 s as rendered); nginx resolved once at start
      // would stay on the first address for good.
      const deadline = Date.now() + 15_000;
      let body = "";
      while (Date.now() < deadline && body !== "backend 127.0.0.2") {
        await sleep(250);
        body = (await rawGet(started.port, "/api/echo")).body;
      }
      expect(body).toBe("backend 127.0.0.2");
    } finally {
      addresses.set(NAME, "127.0.0.1");
    }
  });

  // nginx routes on the normalised path, and the backend gets that same path, escaped again,
  // never the client's raw one: nothing it could read outside the prefix nginx routed on, and no
  // byte that could end the request line. The query string goes as the client sent it.
  it.each([
    ["/api/x", "/api/x"],
    ["/x/../api/y", "/api/y"],
    ["/__mock/..%2Fapi/echo", "/api/echo"],
    ["/api//x", "/api/x"],
    ["/oauth2///authorization/fc", "/oauth2/authorization/fc"],
    ["/api/./x", "/api/x"],
    ["/api/x/..", "/api/"],
    ["/api/a%2Fb", "/api/a/b"],
    ["/api/a%7Eb", "/api/a~b"],
    ["/api/%0d%0aX-Injected:%20y", "/api/%0D%0AX-Injected:%20y"],
    ["/api/a%20b", "/api/a%20b"],
    ["/api/a%3Fb?q=1&r=%2F", "/api/a%3Fb?q=1&r=%2F"],
    ["/api/a%23b", "/api/a%23b"],
    ["/api/a%25b", "/api/a%25b"],
    ["/api/%2541", "/api/%2541"],
    ["/api/%C3%A9", "/api/%C3%A9"],
    ["/api/\xc3\xa9", "/api/%C3%A9"],
    ['/api/a"b', "/api/a%22b"],
    ["/api/a\\b", "/api/a%5Cb"],
    ["/login/oauth2/code/fc?code=a;b&state=%2e%2e", "/login/oauth2/code/fc?code=a;b&state=%2e%2e"],
    ["/logout?x=1", "/logout?x=1"],
  ])("%j reaches the backend as %j", async (path, expected) => {
    const before = received.length;
    const answer = await rawGet(verifiedPort(), path);
    expect(answer.status).toBe(200);
    expect(received.slice(before).map((request) => request.path)).toEqual([expected]);
  });

  it.each([["/api/..%2F__mock/faults"], ["/api/%2e%2e/x"], ["/api/%00"], ["/api/;x"], ["/api/%3b/x"], ["/API/x"]])(
    "%j never reaches the backend",
    async (path) => {
      const before = received.length;
      expect([400, 404]).toContain((await rawGet(verifiedPort(), path)).status);
      expect(received.length).toBe(before);
    },
  );
});
