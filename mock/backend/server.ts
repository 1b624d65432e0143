import { readFileSync } from "node:fs";
import { portalOrigins, providerAddresses } from "../identity/addresses";
import { type BackendTls, startBackend } from "./backend";

/**
 * The simulated backend's process (npm start, Playwright's webServer, the tester stack's image):
 * the backend and, in the same process, its FranceConnect-like and Cerbère-like providers.
 */
function idleSeconds(value: string | undefined): number {
  if (value === undefined || value === "") return 1800;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1)
    throw new Error(`MOCK_SESSION_IDLE_SECONDS must be a whole number of seconds, got '${value}'`);
  return seconds;
}

function publicUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === "") return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || value.replace(/\/$/, "") !== url.origin)
    throw new Error(`MOCK_PUBLIC_URL must be an http(s) origin, got '${value}'`);
  return url.origin;
}

/**
 * The https listener (the tester stack's portal reaches the backend over TLS): a port, and the
 * PEM files of its certificate chain and key; all three or none.
 */
function tls(env: NodeJS.ProcessEnv): BackendTls | undefined {
  const { MOCK_BACKEND_TLS_PORT: port = "", MOCK_BACKEND_TLS_CERT: cert = "", MOCK_BACKEND_TLS_KEY: key = "" } = env;
  if (port === "" && cert === "" && key === "") return undefined;
  if (!/^[1-9][0-9]{0,4}$/.test(port) || Number(port) > 65535)
    throw new Error(`MOCK_BACKEND_TLS_PORT must be a port number, got '${port}'`);
  if (cert === "" || key === "")
    throw new Error("MOCK_BACKEND_TLS_CERT and MOCK_BACKEND_TLS_KEY must name the certificate's and the key's PEM files");
  return { port: Number(port), cert: readFileSync(cert), key: readFileSync(key) };
}

try {
  const backend = await startBackend({
    host: process.env.MOCK_BACKEND_HOST ?? "127.0.0.1",
    port: Number(process.env.MOCK_BACKEND_PORT ?? 8081),
    providers: (port) => providerAddresses(process.env, port),
    portalOrigins: portalOrigins(process.env),
    sessionIdleSeconds: idleSeconds(process.env.MOCK_SESSION_IDLE_SECONDS),
    publicUrl: publicUrl(process.env.MOCK_PUBLIC_URL),
    tls: tls(process.env),
  });
  console.log(
    `mock backend on ${backend.url}${backend.tlsUrl === undefined ? "" : ` and ${backend.tlsUrl}`}, FranceConnect (simulé) at ${backend.issuers.fc}, Cerbère (simulé) at ${backend.issuers.cer}`,
  );
} catch (error) {
  // One line naming the setting at fault (or the address in use), as the portal's entrypoint does.
  console.error(`mock backend: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
