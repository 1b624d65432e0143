import { freePort } from "./free-port.ts";
import { type ChildProcess, execFile, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { type IncomingHttpHeaders, createServer, request } from "node:http";
import { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The hostile-variable table: docker/entrypoint.d/40-portal-config.sh run under dash and under
 * busybox sh (the Alpine image's shell), each variable fed each hostile value. Every run either
 * refuses with one line naming the variable and writes nothing, or writes an env.js that only
 * sets window.__PORTAL_ENV__ to the exact values and an nginx configuration the value did not
 * reach (and that nginx accepts).
 */
const ENTRYPOINT = "docker/entrypoint.d/40-portal-config.sh";
const SHELLS: Record<string, readonly string[]> = { dash: ["dash"], "busybox sh": ["busybox", "sh"] };

const hasCommand = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
for (const command of ["dash", "busybox"]) {
  if (!hasCommand(command)) throw new Error(`${command} is missing: sudo apt-get install -y ${command}`);
}
const HAS_NGINX = hasCommand("nginx");

const ENV_JS_KEYS = [
  "UNIVERS_MARIN_HOST",
  "QUALIFICATION_HOST",
  "PMR_BASE_URL",
  "NAVIGATION_MARITIME_BASE_URL",
  "MATOMO_URL",
  "MATOMO_SITE_ID",
  "MATOMO_SCRIPT_URL",
  "CERBERE_ACCOUNT_CREATION_URL",
  "LINK_CONTACT",
  "LINK_LEGAL_NOTICES",
  "LINK_PERSONAL_DATA",
  "LINK_COOKIES",
  "LINK_TERMS_OF_USE",
  "LINK_PORTAL_OF_PORTALS",
  "MEDICAL_PORTAL_LOGOUT_URL",
  "MEDICAL_PORTAL_URL",
  "SHIPOWNER_PORTAL_URL",
  "YACHT_OWNER_PORTAL_URL",
  "TEST_USER_ID",
  "SESSION_IDLE_TIMEOUT_MINUTES",
] as const;

/** env.js's entries: the variables above, then the two the entrypoint builds. */
const ENV_JS_ENTRIES = [...ENV_JS_KEYS, "IMPORT_MAP", "IMPORT_MAP_OVERRIDE_ORIGINS"];

const NOT_URLS: ReadonlySet<string> = new Set(["MATOMO_SITE_ID", "TEST_USER_ID", "SESSION_IDLE_TIMEOUT_MINUTES"]);

/** Each variable with a valid value and where a hostile fragment goes in it. */
const VARIABLES: Record<string, { readonly valid: string; readonly hostile: (fragment: string) => string }> = {
  PORT: { valid: "8080", hostile: (f) => `80${f}80` },
  METRICS_PORT: { valid: "8090", hostile: (f) => `80${f}90` },
  BACKEND_URL: { valid: "http://127.0.0.1:8081", hostile: (f) => `http://127.0.0.1:8081${f}` },
  BACKEND_CA_FILE: { valid: "/etc/ssl/certs/ca-certificates.crt", hostile: (f) => `/etc/ssl/certs/ca${f}.pem` },
  ASSET_PEERS_URL: { valid: "http://portal-peers:8080", hostile: (f) => `http://portal-peers${f}:8080` },
  PUBLIC_URL: { valid: "https://portail.example.gouv.fr", hostile: (f) => `https://portail.example.gouv.fr/p${f}q` },
  MATOMO_SITE_ID: { valid: "12", hostile: (f) => `1${f}2` },
  TEST_USER_ID: { valid: "user.1", hostile: (f) => `user${f}1` },
  SESSION_IDLE_TIMEOUT_MINUTES: { valid: "45", hostile: (f) => `4${f}5` },
  ...Object.fromEntries(
    ENV_JS_KEYS.filter((key) => !NOT_URLS.has(key)).map((key) => [
      key,
      {
        valid: `https://${key.toLowerCase().replaceAll("_", "-")}.example.gouv.fr/a`,
        hostile: (f: string) => `https://ok.example.gouv.fr/p${f}q`,
      },
    ]),
  ),
  SUB_APPLICATION_MODULES: {
    valid: "peche=https://peche.example.gouv.fr/main.js",
    hostile: (f) => `peche=https://ok.example.gouv.fr/p${f}q`,
  },
  IMPORT_MAP_OVERRIDE_ORIGINS: { valid: "http://localhost:4200", hostile: (f) => `http://ok${f}x.example.gouv.fr` },
  CSP_REPORT_URL: { valid: "https://csp.example.gouv.fr/reports?key=a1", hostile: (f) => `https://csp.example.gouv.fr/r${f}q` },
  PORTAL_ROOT: { valid: "/srv/portal", hostile: (f) => `/srv/p${f}q` },
  PORTAL_ACCESS_LOG: { valid: "/dev/null", hostile: (f) => `/dev/n${f}ull` },
  NGINX_MIME_TYPES: { valid: "/etc/nginx/mime.types", hostile: (f) => `/etc/nginx/mime${f}.types` },
  PORTAL_TEMPLATE_DIR: { valid: process.cwd(), hostile: (f) => `${process.cwd()}${f}` },
  PORTAL_RUNTIME_DIR: { valid: "/tmp/portal-unused", hostile: (f) => `/tmp/portal${f}x` },
  PORTAL_RESOLV_CONF: { valid: "/etc/resolv.conf", hostile: (f) => `/etc/resolv${f}.conf` },
  PORTAL_CPU_MAX: { valid: "/sys/fs/cgroup/cpu.max", hostile: (f) => `/sys/fs/cgroup/cpu${f}.max` },
  PORTAL_CA_BUNDLE: { valid: "/etc/ssl/certs/ca-certificates.crt", hostile: (f) => `/etc/ssl/certs/ca${f}.crt` },
};

const FRAGMENTS: Record<string, string> = {
  newline: "\n",
  "carriage return": "\r",
  quote: '"',
  backslash: "\\",
  "</script>": "</script>",
  semicolon: ";",
  brace: "{",
  space: " ",
  tab: "\t",
  dollar: "$host",
};

/** The payloads found in the security audit, as they were sent. */
const AUDIT_PAYLOADS: readonly (readonly [string, string])[] = [
  ["LINK_CONTACT", '",a:alert(document.domain),b:/*\nhttp://x/*/0,//'],
  ["TEST_USER_ID", 'x",a:alert(1),b:"\nx'],
  ["MATOMO_SITE_ID", "1,a:alert(1),b:\n1"],
  ["BACKEND_URL", "http://127.0.0.1:8081\n;return 200 pwned; #"],
  ["BACKEND_URL", "http://127.0.0.1:8081\n;include /etc/passwd;#"],
  ["UNIVERS_MARIN_HOST", "http://um.example\nX-Injected: yes"],
  ["PUBLIC_URL", "http://portail.example\nX-Injected: yes"],
  ["PORT", "8080 default_server; location = /pwned { return 200 pwned; } #"],
  ["LINK_CONTACT", "https://mer.example.gouv.fr/contact\n"],
];

const runtimeDirs: string[] = [];
afterAll(() => runtimeDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A resolv.conf as a container gets one: its name server, which nginx must be told. */
function resolvConf(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), "portal-resolv-"));
  runtimeDirs.push(dir);
  writeFileSync(join(dir, "resolv.conf"), text);
  return join(dir, "resolv.conf");
}
const RESOLV_CONF = resolvConf("search portail.svc.cluster.local svc.cluster.local\nnameserver 10.96.0.10\noptions ndots:5\n");

/** A command's exit status and output, waited for without holding up the tests that run beside it. */
function exited(command: string, args: readonly string[], env?: NodeJS.ProcessEnv): Promise<Omit<Run, "runtime">> {
  return new Promise((resolve) => {
    execFile(command, args, { env, encoding: "utf8" }, (error, stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

/** A CA certificate file, as one mounted from a Secret is: a throwaway CA's, which nginx loads. */
async function caFile(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "portal-ca-"));
  runtimeDirs.push(dir);
  const made = await exited("bash", ["scripts/test-certificates.sh", dir, "backend.test"]);
  if (made.status !== 0) throw new Error(`scripts/test-certificates.sh: ${made.stderr}`);
  return join(dir, "ca.crt");
}

interface Run {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly runtime: string;
}

async function runEntrypoint(shell: readonly string[], overrides: Record<string, string>): Promise<Run> {
  const runtime = mkdtempSync(join(tmpdir(), "portal-entrypoint-"));
  runtimeDirs.push(runtime);
  const env = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    PORTAL_TEMPLATE_DIR: process.cwd(),
    PORTAL_RUNTIME_DIR: runtime,
    PORTAL_ROOT: "/srv/portal",
    PORTAL_ACCESS_LOG: "/dev/null",
    NGINX_MIME_TYPES: "/etc/nginx/mime.types",
    PORTAL_RESOLV_CONF: RESOLV_CONF,
    PORTAL_CPU_MAX: "/nonexistent/cpu.max",
    BACKEND_URL: "http://127.0.0.1:8081",
    ...overrides,
  };
  const [command = "", ...args] = shell;
  return { ...(await exited(command, [...args, ENTRYPOINT], env)), runtime };
}

/** env.js run as the browser would, in a context of its own: what it set, and nothing else. */
function evaluateEnvJs(runtime: string): Record<string, unknown> {
  const context: Record<string, unknown> = { window: {} };
  runInNewContext(readFileSync(join(runtime, "env.js"), "utf8"), context);
  expect(Object.keys(context)).toEqual(["window"]);
  const window = context.window as Record<string, unknown>;
  expect(Object.keys(window)).toEqual(["__PORTAL_ENV__"]);
  return window.__PORTAL_ENV__ as Record<string, unknown>;
}

function nginxConfiguration(runtime: string): string {
  const files = readdirSync(runtime, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".conf"));
  return files.map((file) => readFileSync(join(runtime, file), "utf8")).join("\n");
}

/** Every listen directive of the rendered configuration, sorted. */
function listens(runtime: string): string[] {
  return [...nginxConfiguration(runtime).matchAll(/^\s*(listen [^;]*;)/gm)].map((match) => match[1] ?? "").sort();
}

async function expectNginxAccepts(runtime: string): Promise<void> {
  if (!HAS_NGINX) return;
  const test = await exited("nginx", ["-t", "-q", "-e", "stderr", "-c", join(runtime, "nginx.conf")]);
  expect(test.stderr).toBe("");
  expect(test.status).toBe(0);
}

function expectRefused(run: Run, variable: string): void {
  expect(run.status).not.toBe(0);
  const lines = run.stderr.split("\n").filter((line) => line !== "");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^portal: ${variable} `));
  expect(existsSync(join(run.runtime, "env.js"))).toBe(false);
  expect(existsSync(join(run.runtime, "nginx.conf"))).toBe(false);
}

/** Accepted: the value is a JSON string in env.js if it goes there, and nowhere in nginx's configuration. */
async function expectInert(run: Run, variable: string, value: string): Promise<void> {
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  const env = evaluateEnvJs(run.runtime);
  expect(Object.keys(env)).toEqual(ENV_JS_ENTRIES);
  if ((ENV_JS_KEYS as readonly string[]).includes(variable)) expect(env[variable]).toBe(value);
  expect(nginxConfiguration(run.runtime)).not.toContain(value);
  await expectNginxAccepts(run.runtime);
}

// Each case runs its own entrypoint into its own directory, so the cases run side by side (as many
// at a time as Vitest's maxConcurrency); one then waits for the cores with the others, hence 30 s.
describe.concurrent.each(Object.entries(SHELLS))("the entrypoint under %s", { timeout: 30_000 }, (_, shell) => {
  it("writes every variable to its key of env.js, and a configuration nginx accepts", { timeout: 20_000 }, async () => {
    const values = Object.fromEntries(ENV_JS_KEYS.map((key) => [key, VARIABLES[key]?.valid ?? ""]));
    const run = await runEntrypoint(shell, values);
    expect(run.stderr).toBe("");
    expect(evaluateEnvJs(run.runtime)).toEqual({
      ...values,
      IMPORT_MAP: { imports: { "univers-marin": `${values.UNIVERS_MARIN_HOST}/main.js` } },
      IMPORT_MAP_OVERRIDE_ORIGINS: "",
    });
    await expectNginxAccepts(run.runtime);
  });

  it.each(Object.keys(VARIABLES))("%s: each hostile value is refused or inert", { timeout: 60_000 }, async (variable) => {
    const spec = VARIABLES[variable];
    if (spec === undefined) throw new Error(variable);
    const cases = [
      ...Object.entries(FRAGMENTS).map(([name, fragment]) => [name, spec.hostile(fragment)] as const),
      ["trailing newline", `${spec.valid}\n`] as const,
    ];
    const runs = await Promise.all(
      cases.map(async ([name, value]) => ({ name, value, run: await runEntrypoint(shell, { [variable]: value }) })),
    );
    for (const { name, value, run } of runs) {
      if (run.status === 0) {
        // Only a semicolon or a dollar in a URL's path may be accepted: they stay characters of a JSON string.
        expect(`${variable}: ${name}`).toMatch(/: (semicolon|dollar)$/);
        expect(variable).not.toMatch(
          /^(PORT|METRICS_PORT|BACKEND_URL|BACKEND_CA_FILE|ASSET_PEERS_URL|CSP_REPORT_URL|PORTAL_.*|NGINX_MIME_TYPES|MATOMO_SITE_ID|TEST_USER_ID|SESSION_IDLE_TIMEOUT_MINUTES)$/,
        );
        await expectInert(run, variable, value);
      } else {
        expectRefused(run, variable);
      }
    }
  });

  it("a /univers-marin page's headers open the module host's connection, when it is another origin", { timeout: 20_000 }, async () => {
    const frameHeaders = (run: Run) => readFileSync(join(run.runtime, "frame-headers.conf"), "utf8");
    const other = await runEntrypoint(shell, {
      PUBLIC_URL: "https://portail.example.gouv.fr",
      UNIVERS_MARIN_HOST: "https://um.example.gouv.fr/v2;x=$host",
    });
    expect(frameHeaders(other)).toContain('add_header Link "<https://um.example.gouv.fr>; rel=preconnect; crossorigin" always;');
    expect(frameHeaders(other)).toContain("page-headers.conf;");
    await expectNginxAccepts(other.runtime);
    const same = await runEntrypoint(shell, {
      PUBLIC_URL: "https://portail.example.gouv.fr",
      UNIVERS_MARIN_HOST: "https://portail.example.gouv.fr/um",
    });
    const unset = await runEntrypoint(shell, { PUBLIC_URL: "https://portail.example.gouv.fr" });
    for (const run of [same, unset]) {
      expect(frameHeaders(run)).not.toContain("add_header Link");
      await expectNginxAccepts(run.runtime);
    }
  });

  it(
    "a missing hashed asset is asked of the peers, through the container's name server, when ASSET_PEERS_URL is set",
    { timeout: 40_000 },
    async () => {
      const assetPeers = (run: Run) => readFileSync(join(run.runtime, "asset-peers.conf"), "utf8");
      const byName = await runEntrypoint(shell, { ASSET_PEERS_URL: "http://portail-marin-peers.portail.svc.cluster.local:8080/" });
      expect(byName.stderr).toBe("");
      expect(assetPeers(byName)).toContain('set $portal_asset_peers "http://portail-marin-peers.portail.svc.cluster.local:8080";');
      expect(assetPeers(byName)).toContain("resolver 10.96.0.10 valid=5s;");
      await expectNginxAccepts(byName.runtime);

      const ipv6 = await runEntrypoint(shell, {
        ASSET_PEERS_URL: "http://portal-peers:8080",
        PORTAL_RESOLV_CONF: resolvConf("# Docker\nnameserver fd00::a%eth0\nsearch example.com\n"),
      });
      expect(assetPeers(ipv6)).toContain("resolver [fd00::a] valid=5s;");
      expect(assetPeers(ipv6)).toContain('set $portal_asset_peers "http://portal-peers:8080";');
      await expectNginxAccepts(ipv6.runtime);

      // A Service's own name takes the namespace and the cluster's domain from the pod's search list.
      const byServiceName = await runEntrypoint(shell, {
        ASSET_PEERS_URL: "http://portail-marin-peers:8080",
        PORTAL_RESOLV_CONF: resolvConf(
          "search portail-marin.svc.cluster.example svc.cluster.example cluster.example\nnameserver 172.30.0.10\n",
        ),
      });
      expect(byServiceName.stderr).toBe("");
      expect(assetPeers(byServiceName)).toContain(
        'set $portal_asset_peers "http://portail-marin-peers.portail-marin.svc.cluster.example:8080";',
      );
      expect(assetPeers(byServiceName)).toContain("resolver 172.30.0.10 valid=5s;");
      const withoutPort = await runEntrypoint(shell, { ASSET_PEERS_URL: "http://portail-marin-peers" });
      expect(assetPeers(withoutPort)).toContain('set $portal_asset_peers "http://portail-marin-peers.portail.svc.cluster.local";');
      await expectNginxAccepts(withoutPort.runtime);

      const byAddress = await runEntrypoint(shell, { ASSET_PEERS_URL: "http://10.1.2.3:8080", PORTAL_RESOLV_CONF: resolvConf("") });
      expect(byAddress.stderr).toBe("");
      expect(assetPeers(byAddress)).not.toContain("resolver ");
      await expectNginxAccepts(byAddress.runtime);

      const unset = await runEntrypoint(shell, {});
      expect(assetPeers(unset).trim()).toBe("return 404;");
      await expectNginxAccepts(unset.runtime);
    },
  );

  it("an https backend: its certificate verified against the system's CAs, its name sent and checked", { timeout: 20_000 }, async () => {
    const bundle = await caFile();
    const run = await runEntrypoint(shell, { BACKEND_URL: "https://backend.portail.example.gouv.fr", PORTAL_CA_BUNDLE: bundle });
    expect(run.stderr).toBe("");
    expect(run.stdout).not.toContain("warning");
    const tls = readFileSync(join(run.runtime, "backend-tls.conf"), "utf8");
    for (const directive of [
      "proxy_ssl_verify on;",
      "proxy_ssl_verify_depth 3;",
      `proxy_ssl_trusted_certificate ${bundle};`,
      "proxy_ssl_server_name on;",
      "proxy_ssl_name backend.portail.example.gouv.fr;",
      "proxy_ssl_protocols TLSv1.2 TLSv1.3;",
    ])
      expect(tls).toMatch(new RegExp(`^${directive.replaceAll(".", "\\.")}$`, "m"));
    const proxy = readFileSync(join(run.runtime, "proxy.conf"), "utf8");
    expect(proxy).toContain(`include ${run.runtime}/backend-tls.conf;`);
    await expectNginxAccepts(run.runtime);
  });

  it("BACKEND_CA_FILE: the backend's certificate is verified against that file's CAs instead", { timeout: 20_000 }, async () => {
    const ca = await caFile();
    const run = await runEntrypoint(shell, {
      BACKEND_URL: "https://backend.portail.example.gouv.fr:8443",
      BACKEND_CA_FILE: ca,
      PORTAL_CA_BUNDLE: "/nonexistent/ca-certificates.crt",
    });
    expect(run.stderr).toBe("");
    const tls = readFileSync(join(run.runtime, "backend-tls.conf"), "utf8");
    expect(tls).toContain(`proxy_ssl_trusted_certificate ${ca};`);
    expect(tls).toContain("proxy_ssl_name backend.portail.example.gouv.fr;");
    await expectNginxAccepts(run.runtime);
  });

  it.each([
    ["a missing file", "/nonexistent/ca.pem"],
    ["a directory", "/etc"],
    ["a file without a certificate", resolvConf("# no certificate here\n")],
    ["a relative path", "ca.pem"],
    ["a path with a space", "/run/secrets/backend ca.pem"],
    ["a path with a semicolon", "/run/secrets/ca.pem;include /etc/passwd"],
    ["a path with a newline", "/run/secrets/ca.pem\nproxy_ssl_verify off"],
    ["a path with a dollar", "/run/secrets/$host.pem"],
  ])("BACKEND_CA_FILE as %s is refused", async (_, path) => {
    expectRefused(await runEntrypoint(shell, { BACKEND_URL: "https://backend.example.gouv.fr", BACKEND_CA_FILE: path }), "BACKEND_CA_FILE");
  });

  it("an https backend without BACKEND_CA_FILE needs the system's CA bundle", { timeout: 20_000 }, async () => {
    const https = await runEntrypoint(shell, { BACKEND_URL: "https://10.1.2.3", PORTAL_CA_BUNDLE: "/nonexistent/ca.crt" });
    expectRefused(https, "PORTAL_CA_BUNDLE");
    // An http backend does not read it.
    const http = await runEntrypoint(shell, { PORTAL_CA_BUNDLE: "/nonexistent/ca.crt" });
    expect(http.stderr).toBe("");
  });

  it("an http backend: no TLS directive, and a warning at start that the link is not encrypted", { timeout: 20_000 }, async () => {
    const run = await runEntrypoint(shell, { BACKEND_URL: "http://backend.portail.svc.cluster.local:8080" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const lines = run.stdout.split("\n").filter((line) => line.includes("warning"));
    expect(lines).toEqual([
      "portal: warning: BACKEND_URL is http, the link to the backend is not encrypted: sessions and personal data cross the network in clear",
    ]);
    expect(readFileSync(join(run.runtime, "backend-tls.conf"), "utf8")).not.toContain("proxy_ssl");
    await expectNginxAccepts(run.runtime);
  });

  it(
    "the backend's name is resolved while nginx runs, through the container's name server; an address needs none",
    { timeout: 20_000 },
    async () => {
      const proxy = (run: Run) => readFileSync(join(run.runtime, "proxy.conf"), "utf8");
      const server = (run: Run) => readFileSync(join(run.runtime, "conf.d", "default.conf"), "utf8");
      const byName = await runEntrypoint(shell, {
        BACKEND_URL: "https://backend.portail.example.gouv.fr:8443",
        PORTAL_CA_BUNDLE: await caFile(),
      });
      expect(byName.stderr).toBe("");
      expect(proxy(byName)).toContain('set $portal_backend "https://backend.portail.example.gouv.fr:8443";');
      expect(proxy(byName)).toContain("proxy_pass $portal_backend;");
      expect(server(byName)).toMatch(/^ {2}resolver 10\.96\.0\.10 valid=30s;$/m);
      await expectNginxAccepts(byName.runtime);

      const ipv6 = await runEntrypoint(shell, {
        BACKEND_URL: "http://backend:8081",
        PORTAL_RESOLV_CONF: resolvConf("nameserver fd00::a\n"),
      });
      expect(server(ipv6)).toMatch(/^ {2}resolver \[fd00::a\] valid=30s;$/m);
      await expectNginxAccepts(ipv6.runtime);

      const byAddress = await runEntrypoint(shell, { BACKEND_URL: "http://10.1.2.3:8081", PORTAL_RESOLV_CONF: resolvConf("") });
      expect(byAddress.stderr).toBe("");
      expect(server(byAddress)).not.toMatch(/^ *resolver /m);
      expect(proxy(byAddress)).toContain("proxy_pass $portal_backend;");
      await expectNginxAccepts(byAddress.runtime);

      expectRefused(
        await runEntrypoint(shell, { BACKEND_URL: "http://backend:8081", PORTAL_RESOLV_CONF: resolvConf("search example\n") }),
        "BACKEND_URL",
      );
    },
  );

  it.each([
    ["http://portal-peers:8080/assets", RESOLV_CONF],
    ["portal-peers:8080", RESOLV_CONF],
    ["http://portal-peers:8080", resolvConf("search example\n")],
  ])("ASSET_PEERS_URL=%s with %s is refused", async (url, resolv) => {
    expectRefused(await runEntrypoint(shell, { ASSET_PEERS_URL: url, PORTAL_RESOLV_CONF: resolv }), "ASSET_PEERS_URL");
  });

  it.each([
    ["100000 100000", "1"],
    ["150000 100000", "2"],
    ["400000 100000\n", "4"],
    ["max 100000", "auto"],
    ["0 100000", "auto"],
    ["100000 0", "auto"],
    ["-1 100000", "auto"],
    ["1e9 100000", "auto"],
    ["100000 100000; user root", "auto"],
    ["9999999999999 1", "auto"],
    ["", "auto"],
  ])("a CPU limit of %j makes %s nginx workers", async (cpuMax, workers) => {
    const dir = mkdtempSync(join(tmpdir(), "portal-cgroup-"));
    runtimeDirs.push(dir);
    writeFileSync(join(dir, "cpu.max"), cpuMax);
    const run = await runEntrypoint(shell, { PORTAL_CPU_MAX: join(dir, "cpu.max") });
    expect(run.stderr).toBe("");
    expect(readFileSync(join(run.runtime, "nginx.conf"), "utf8")).toMatch(new RegExp(`^worker_processes ${workers};$`, "m"));
    await expectNginxAccepts(run.runtime);
  });

  it("without cgroup v2's CPU limit file, nginx counts the cores", async () => {
    const run = await runEntrypoint(shell, {});
    expect(readFileSync(join(run.runtime, "nginx.conf"), "utf8")).toMatch(/^worker_processes auto;$/m);
  });

  it.each(AUDIT_PAYLOADS)("%s: the audit's payload %j is refused", { timeout: 20_000 }, async (variable, value) => {
    expectRefused(await runEntrypoint(shell, { [variable]: value }), variable);
  });

  it.each([["0"], ["65536"], ["08080"], ["-1"], ["80a"], ["123456"]])("PORT=%s is refused", async (port) => {
    expectRefused(await runEntrypoint(shell, { PORT: port }), "PORT");
  });

  it.each([["4"], ["1441"], ["0"], ["030"], ["30.5"], ["-30"], ["trente"], ["99999"]])(
    "SESSION_IDLE_TIMEOUT_MINUTES=%s is refused",
    async (minutes) => {
      expectRefused(await runEntrypoint(shell, { SESSION_IDLE_TIMEOUT_MINUTES: minutes }), "SESSION_IDLE_TIMEOUT_MINUTES");
    },
  );

  it.each([
    ["5", "5"],
    ["1440", "1440"],
    ["", "30"],
  ])("SESSION_IDLE_TIMEOUT_MINUTES=%j is written to env.js as %j", async (minutes, written) => {
    const run = await runEntrypoint(shell, { SESSION_IDLE_TIMEOUT_MINUTES: minutes });
    expect(run.stderr).toBe("");
    expect(evaluateEnvJs(run.runtime).SESSION_IDLE_TIMEOUT_MINUTES).toBe(written);
  });

  it("the access log is one JSON object a line, and the request id goes to the backend and back", async () => {
    const run = await runEntrypoint(shell, {});
    expect(run.stderr).toBe("");
    const main = readFileSync(join(run.runtime, "nginx.conf"), "utf8");
    expect(main).toContain("log_format portal_json escape=json");
    expect(main).toContain("access_log /dev/null portal_json;");
    expect(main).toContain('"~^[A-Za-z0-9._-]{1,128}$" $http_x_request_id;');
    expect(main).toContain("add_header X-Request-ID $portal_request_id always;");
    expect(readFileSync(join(run.runtime, "security-headers.conf"), "utf8")).toContain(
      "add_header X-Request-ID $portal_request_id always;",
    );
    expect(readFileSync(join(run.runtime, "proxy.conf"), "utf8")).toContain("proxy_set_header X-Request-ID $portal_request_id;");
    await expectNginxAccepts(run.runtime);
  });

  it.each([["https://csp.example.gouv.fr/reports?key=a1&v=2"], ["http://127.0.0.1:9000/csp-reports"]])(
    "CSP_REPORT_URL=%s: report-uri and report-to in the CSP, Reporting-Endpoints on every answer",
    async (url) => {
      const run = await runEntrypoint(shell, { CSP_REPORT_URL: url });
      expect(run.stderr).toBe("");
      const headers = readFileSync(join(run.runtime, "security-headers.conf"), "utf8");
      const csp = headers.split("\n").find((line) => line.startsWith("add_header Content-Security-Policy ")) ?? "";
      expect(csp.endsWith(`; report-uri ${url}; report-to portal-csp" always;`), csp).toBe(true);
      expect(headers).toContain(`add_header Reporting-Endpoints 'portal-csp="${url}"' always;`);
      // Not a setting of the app's own: env.js does not carry it.
      expect(Object.keys(evaluateEnvJs(run.runtime))).toEqual(ENV_JS_ENTRIES);
      await expectNginxAccepts(run.runtime);
    },
  );

  const cspOf = (run: Run) =>
    readFileSync(join(run.runtime, "security-headers.conf"), "utf8")
      .split("\n")
      .find((line) => line.startsWith("add_header Content-Security-Policy ")) ?? "";
  const directive = (csp: string, name: string) => csp.split(/; |"/).find((part) => part.startsWith(`${name} `)) ?? "";

  it("the import map: univers-marin's main.js, then each of SUB_APPLICATION_MODULES, every origin in the CSP once", async () => {
    const run = await runEntrypoint(shell, {
      PUBLIC_URL: "https://portail.example.gouv.fr",
      UNIVERS_MARIN_HOST: "https://um.example.gouv.fr/v2//",
      SUB_APPLICATION_MODULES: " peche=https://peche.example.gouv.fr/app/main.js?v=*  tableau-de-bord=https://um.example.gouv.fr/tdb.js ",
    });
    expect(run.stderr).toBe("");
    expect(evaluateEnvJs(run.runtime).IMPORT_MAP).toEqual({
      imports: {
        "univers-marin": "https://um.example.gouv.fr/v2/main.js",
        peche: "https://peche.example.gouv.fr/app/main.js?v=*",
        "tableau-de-bord": "https://um.example.gouv.fr/tdb.js",
      },
    });
    const csp = cspOf(run);
    for (const name of ["script-src", "style-src", "img-src", "font-src", "connect-src", "style-src-elem"]) {
      expect(directive(csp, name), name).toMatch(/ https:\/\/um\.example\.gouv\.fr https:\/\/peche\.example\.gouv\.fr( |$)/);
    }
    await expectNginxAccepts(run.runtime);
  });

  it("no sub-application: an empty import map, and no module origin nor inline styles in the CSP", async () => {
    const run = await runEntrypoint(shell, { PUBLIC_URL: "https://portail.example.gouv.fr" });
    expect(evaluateEnvJs(run.runtime).IMPORT_MAP).toEqual({ imports: {} });
    expect(directive(cspOf(run), "script-src")).toBe(
      "script-src https://portail.example.gouv.fr/assets/ https://portail.example.gouv.fr/env.js https://portail.example.gouv.fr/color-scheme.js",
    );
    expect(cspOf(run)).not.toContain("unsafe-inline");
  });

  it("a second sub-application alone is enough for its origin and inline styles", async () => {
    const run = await runEntrypoint(shell, { SUB_APPLICATION_MODULES: "peche=https://peche.example.gouv.fr/main.js" });
    expect(evaluateEnvJs(run.runtime).IMPORT_MAP).toEqual({ imports: { peche: "https://peche.example.gouv.fr/main.js" } });
    expect(directive(cspOf(run), "style-src-elem")).toBe("style-src-elem 'self' 'unsafe-inline' https://peche.example.gouv.fr");
  });

  it.each([
    ["a name in capitals", "Peche=https://peche.example.gouv.fr/main.js"],
    ["no URL", "peche"],
    ["an empty URL", "peche="],
    ["an empty name", "=https://peche.example.gouv.fr/main.js"],
    ["a name with a quote", 'pe"che=https://peche.example.gouv.fr/main.js'],
    ["a name too long", `${"p".repeat(41)}=https://peche.example.gouv.fr/main.js`],
    ["univers-marin's name", "univers-marin=https://other.example.gouv.fr/main.js"],
    ["a name twice", "peche=https://a.example.gouv.fr/main.js peche=https://b.example.gouv.fr/main.js"],
    ["another scheme", "peche=javascript:alert(1)"],
    ["a quote in the URL", 'peche=https://peche.example.gouv.fr/main.js"'],
    ["a newline", "peche=https://peche.example.gouv.fr/main.js\nX-Injected: yes"],
  ])("SUB_APPLICATION_MODULES with %s is refused", async (_, value) => {
    expectRefused(await runEntrypoint(shell, { SUB_APPLICATION_MODULES: value }), "SUB_APPLICATION_MODULES");
  });

  it("IMPORT_MAP_OVERRIDE_ORIGINS: each origin once, as a browser writes it, in env.js and in the CSP beside the modules'", async () => {
    const run = await runEntrypoint(shell, {
      PUBLIC_URL: "https://portail.example.gouv.fr",
      UNIVERS_MARIN_HOST: "https://um.example.gouv.fr",
      IMPORT_MAP_OVERRIDE_ORIGINS:
        " http://LocalHost:4200/ https://preview.um.example.gouv.fr  http://localhost:4200 https://um.example.gouv.fr",
    });
    expect(run.stderr).toBe("");
    const env = evaluateEnvJs(run.runtime);
    expect(env.IMPORT_MAP_OVERRIDE_ORIGINS).toBe("http://localhost:4200 https://preview.um.example.gouv.fr https://um.example.gouv.fr");
    expect(env.IMPORT_MAP).toEqual({ imports: { "univers-marin": "https://um.example.gouv.fr/main.js" } });
    const csp = cspOf(run);
    for (const name of ["script-src", "style-src", "img-src", "font-src", "connect-src", "style-src-elem"]) {
      expect(directive(csp, name), name).toMatch(
        / https:\/\/um\.example\.gouv\.fr http:\/\/localhost:4200 https:\/\/preview\.um\.example\.gouv\.fr( |$)/,
      );
    }
    await expectNginxAccepts(run.runtime);
  });

  it("no IMPORT_MAP_OVERRIDE_ORIGINS, as in production: an empty value in env.js, and the CSP of the deployed modules alone", async () => {
    const deployed = { PUBLIC_URL: "https://portail.example.gouv.fr", UNIVERS_MARIN_HOST: "https://um.example.gouv.fr" };
    const [unset, empty] = await Promise.all([
      runEntrypoint(shell, deployed),
      runEntrypoint(shell, { ...deployed, IMPORT_MAP_OVERRIDE_ORIGINS: " " }),
    ]);
    for (const run of [unset, empty]) {
      expect(evaluateEnvJs(run.runtime).IMPORT_MAP_OVERRIDE_ORIGINS).toBe("");
      expect(directive(cspOf(run), "script-src")).toBe(
        "script-src https://portail.example.gouv.fr/assets/ https://portail.example.gouv.fr/env.js https://portail.example.gouv.fr/color-scheme.js https://um.example.gouv.fr",
      );
    }
    expect(cspOf(empty)).toBe(cspOf(unset));
  });

  it.each([
    ["a path", "http://localhost:4200/main.js"],
    ["a query", "http://localhost:4200?x=1"],
    ["a wildcard", "*"],
    ["a CSP keyword", "'unsafe-inline'"],
    ["a scheme alone", "https:"],
    ["another scheme", "javascript:alert(1)"],
    ["a capital scheme", "HTTP://localhost:4200"],
    ["a user name", "http://user@localhost:4200"],
    ["https's default port", "https://preview.um.example.gouv.fr:443"],
    ["http's default port", "http://localhost:80"],
    ["a semicolon", "http://localhost:4200;script-src"],
    ["a newline", "http://localhost:4200\nX-Injected: yes"],
  ])("IMPORT_MAP_OVERRIDE_ORIGINS with %s is refused", async (_, value) => {
    expectRefused(await runEntrypoint(shell, { IMPORT_MAP_OVERRIDE_ORIGINS: value }), "IMPORT_MAP_OVERRIDE_ORIGINS");
  });

  it("no CSP_REPORT_URL: no reporting directive, no Reporting-Endpoints", async () => {
    const run = await runEntrypoint(shell, {});
    const configuration = nginxConfiguration(run.runtime);
    expect(configuration).not.toMatch(/report-uri|report-to|Reporting-Endpoints/);
  });

  // What could end a CSP directive (;), start another policy (,), end the structured-header
  // string or nginx's quoted one (quotes, backslash), name an nginx variable ($), or split the
  // header (control characters), on top of what every URL refuses.
  it.each([
    ["newline", "https://csp.example.gouv.fr/r\nReporting-Endpoints: x"],
    ["semicolon", "https://csp.example.gouv.fr/r; script-src *"],
    ["semicolon without a space", "https://csp.example.gouv.fr/r;script-src"],
    ["comma", "https://csp.example.gouv.fr/r,script-src"],
    ["double quote", 'https://csp.example.gouv.fr/r"x'],
    ["single quote", "https://csp.example.gouv.fr/r'x"],
    ["backslash", "https://csp.example.gouv.fr/r\\x"],
    ["space", "https://csp.example.gouv.fr/r x"],
    ["dollar", "https://csp.example.gouv.fr/r$host"],
    ["hash", "https://csp.example.gouv.fr/r#x"],
    ["parenthesis", "https://csp.example.gouv.fr/r(x)"],
    ["brace", "https://csp.example.gouv.fr/r{x}"],
    ["user name", "https://user@csp.example.gouv.fr/r"],
    ["another scheme", "javascript:alert(1)"],
  ])("CSP_REPORT_URL with a %s is refused", async (_, url) => {
    expectRefused(await runEntrypoint(shell, { CSP_REPORT_URL: url }), "CSP_REPORT_URL");
  });

  it.each([
    ["https://portail.example.gouv.fr/fr/accueil", "https://portail.example.gouv.fr"],
    ["https://Portail.Example.GOUV.fr:443/", "https://portail.example.gouv.fr"],
    ["http://portal:80", "http://portal"],
    ["https://portail.example.gouv.fr:8443", "https://portail.example.gouv.fr:8443"],
    ["http://127.0.0.1:8080/x?(.*)", "http://127.0.0.1:8080"],
  ])("PUBLIC_URL=%s: a logout without Sec-Fetch-Site passes with a referer of %s only", async (url, origin) => {
    const run = await runEntrypoint(shell, { PUBLIC_URL: url });
    expect(run.stderr).toBe("");
    const conf = readFileSync(join(run.runtime, "conf.d", "default.conf"), "utf8");
    expect(conf).toContain(`map $portal_referer_origin $portal_foreign_referer {\n  "${origin}" 0;\n  default 1;\n}`);
    expect(conf).toContain('  "" $portal_foreign_referer;\n');
    await expectNginxAccepts(run.runtime);
  });

  // A port a browser never writes in a Referer would refuse every logout of an older browser.
  it.each([["0"], ["08443"], ["65536"], ["99999"]])("PUBLIC_URL with port %s is refused", async (port) => {
    expectRefused(await runEntrypoint(shell, { PUBLIC_URL: `https://portail.example.gouv.fr:${port}/` }), "PUBLIC_URL");
  });

  it.each([["0"], ["65536"], ["08090"], ["-1"], ["80a"], ["123456"], ["8080"], [" 8090"], ["8090 default_server"]])(
    "METRICS_PORT=%s is refused",
    { timeout: 20_000 },
    async (port) => {
      expectRefused(await runEntrypoint(shell, { METRICS_PORT: port }), "METRICS_PORT");
    },
  );

  it("METRICS_PORT equal to another PORT is refused", { timeout: 20_000 }, async () => {
    expectRefused(await runEntrypoint(shell, { PORT: "9000", METRICS_PORT: "9000" }), "METRICS_PORT");
  });

  it("METRICS_PORT: stub_status on the loopback address only, on that port only", { timeout: 20_000 }, async () => {
    const run = await runEntrypoint(shell, { METRICS_PORT: "8090" });
    expect(run.stderr).toBe("");
    const metrics = readFileSync(join(run.runtime, "conf.d", "metrics.conf"), "utf8");
    expect(listens(run.runtime)).toEqual(["listen 127.0.0.1:8090;", "listen 8080 default_server;"]);
    expect(metrics).toMatch(/location = \/stub_status \{\s+stub_status;\s+\}/);
    expect(readFileSync(join(run.runtime, "conf.d", "default.conf"), "utf8")).not.toContain("stub_status");
    await expectNginxAccepts(run.runtime);
  });

  it("no METRICS_PORT: no stub_status, nothing listens but PORT, a previous run's server gone", { timeout: 20_000 }, async () => {
    const runtime = (await runEntrypoint(shell, { METRICS_PORT: "8090" })).runtime;
    const run = await runEntrypoint(shell, { PORTAL_RUNTIME_DIR: runtime });
    expect(run.stderr).toBe("");
    expect(existsSync(join(runtime, "conf.d", "metrics.conf"))).toBe(false);
    expect(nginxConfiguration(runtime)).not.toContain("stub_status");
    expect(listens(runtime)).toEqual(["listen 8080 default_server;"]);
    await expectNginxAccepts(runtime);
  });

  it.each([["1"], ["65535"]])("PORT=%s is accepted", async (port) => {
    const run = await runEntrypoint(shell, { PORT: port });
    expect(run.stderr).toBe("");
    expect(nginxConfiguration(run.runtime)).toContain(`listen ${port} default_server;`);
  });
});

/** A GET with exactly these headers (fetch would add its own Sec-Fetch-Mode). */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
    })
      .on("error", reject)
      .end();
  });
}

/**
 * The rendered configuration served by nginx in front of a backend that records what reaches it:
 * which logouts end a session, for a PUBLIC_URL whose host has dots (a pattern would let any
 * character through), a port, capitals and characters of patterns in its path.
 */
describe.skipIf(!HAS_NGINX)("a logout through the rendered configuration", () => {
  const PUBLIC_URL = "https://Portail.Example.gouv.fr:443/accueil?(.*)";
  const PORTAL_PAGE = "https://portail.example.gouv.fr/fr/mes-infos";
  const received: IncomingHttpHeaders[] = [];
  const backend = createServer((req, res) => {
    if (req.url === "/logout") received.push(req.headers);
    res.writeHead(302, { Location: "/login" }).end();
  });
  let nginx: ChildProcess | undefined;
  let portal = "";

  beforeAll(async () => {
    await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve));
    const port = await freePort();
    const run = await runEntrypoint(["dash"], {
      PORT: String(port),
      PUBLIC_URL,
      BACKEND_URL: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
    });
    expect(run.stderr).toBe("");
    nginx = spawn("nginx", ["-e", "stderr", "-c", join(run.runtime, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
    portal = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt++) {
      try {
        await get(`${portal}/healthz`, {});
        return;
      } catch (error) {
        if (attempt === 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
  afterAll(async () => {
    nginx?.kill("SIGQUIT");
    await new Promise<void>((resolve) => backend.close(() => resolve()));
  });

  it.each([
    ["from a portal page", { "Sec-Fetch-Site": "same-origin", Referer: PORTAL_PAGE }],
    ["from the address bar or a bookmark", { "Sec-Fetch-Site": "none" }],
    ["from a portal page, by an older browser", { Referer: PORTAL_PAGE }],
    ["from the portal's home, by an older browser", { Referer: "https://portail.example.gouv.fr/" }],
    ["from a portal page with the host in capitals", { Referer: "https://PORTAIL.example.gouv.fr/fr/mes-infos" }],
  ])("%s: proxied", async (_, headers: Record<string, string>) => {
    const before = received.length;
    const answer = await get(`${portal}/logout`, headers);
    expect(answer).toEqual({ status: 302, location: "/login" });
    expect(received.length).toBe(before + 1);
    expect(received.at(-1)?.referer).toBe(headers.Referer);
  });

  it.each([
    ["another site", { "Sec-Fetch-Site": "cross-site" }],
    ["a sibling domain", { "Sec-Fetch-Site": "same-site", Referer: "https://autre.example.gouv.fr/" }],
    ["another site whatever the referer", { "Sec-Fetch-Site": "cross-site", Referer: PORTAL_PAGE }],
    ["a value no browser sends", { "Sec-Fetch-Site": "same-origin-please" }],
    ["an older browser, no referer (no-referrer, an image)", {}],
    ["an older browser, another site", { Referer: "https://evil.example/" }],
    ["an older browser, a host that starts like the portal's", { Referer: "https://portail.example.gouv.fr.evil.example/" }],
    ["an older browser, a host that ends like the portal's", { Referer: "https://evilportail.example.gouv.fr/" }],
    ["an older browser, a host with the dots replaced", { Referer: "https://portailxexample.gouv.fr/" }],
    ["an older browser, the portal's address in the query", { Referer: "https://evil.example/?https://portail.example.gouv.fr/" }],
    ["an older browser, the portal's host as a user name", { Referer: "https://portail.example.gouv.fr@evil.example/" }],
    ["an older browser, the portal's host on another port", { Referer: "https://portail.example.gouv.fr:8443/" }],
    ["an older browser, the portal's host over http", { Referer: "http://portail.example.gouv.fr/" }],
    ["an older browser, PUBLIC_URL's path on another site", { Referer: "https://evil.example/accueil?(.*)" }],
  ])("%s: refused, nothing proxied", async (_, headers: Record<string, string>) => {
    const before = received.length;
    expect(await get(`${portal}/logout`, headers)).toEqual({ status: 303, location: "/mes-infos" });
    expect(received.length).toBe(before);
  });
});

/** A GET's status and body. */
function getText(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

/** nginx, started on the rendered configuration, once it answers on PORT. */
async function startNginx(runtime: string, port: number): Promise<ChildProcess> {
  const nginx = spawn("nginx", ["-e", "stderr", "-c", join(runtime, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
  for (let attempt = 0; ; attempt++) {
    try {
      await getText(`http://127.0.0.1:${port}/healthz`);
      return nginx;
    } catch (error) {
      if (attempt === 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** What the exporter sidecar reads, and what it must not be able to read elsewhere. */
describe.skipIf(!HAS_NGINX)("stub_status through the rendered configuration", () => {
  const started: ChildProcess[] = [];
  afterAll(() => started.forEach((nginx) => nginx.kill("SIGQUIT")));

  it("answers the counters on METRICS_PORT's loopback address, and not on PORT", { timeout: 20_000 }, async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const run = await runEntrypoint(["dash"], { PORT: String(port), METRICS_PORT: String(metricsPort) });
    expect(run.stderr).toBe("");
    started.push(await startNginx(run.runtime, port));
    const status = await getText(`http://127.0.0.1:${metricsPort}/stub_status`);
    expect(status.status).toBe(200);
    expect(status.body).toMatch(
      /^Active connections: \d+ \nserver accepts handled requests\n \d+ \d+ \d+ \nReading: \d+ Writing: \d+ Waiting: \d+ \n$/,
    );
    expect((await getText(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
    const onPort = await getText(`http://127.0.0.1:${port}/stub_status`);
    expect(onPort.body).not.toContain("Active connections");
  });

  it("without METRICS_PORT, nothing answers on the port it would have used", { timeout: 20_000 }, async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const run = await runEntrypoint(["dash"], { PORT: String(port) });
    expect(run.stderr).toBe("");
    started.push(await startNginx(run.runtime, port));
    await expect(getText(`http://127.0.0.1:${metricsPort}/stub_status`)).rejects.toThrow(/ECONNREFUSED/);
  });
});
