import { portalOrigins, providerAddresses } from "../identity/addresses";
import { startBackend } from "./backend";

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

try {
  const backend = await startBackend({
    host: process.env.MOCK_BACKEND_HOST ?? "127.0.0.1",
    port: Number(process.env.MOCK_BACKEND_PORT ?? 8081),
    providers: (port) => providerAddresses(process.env, port),
    portalOrigins: portalOrigins(process.env),
    sessionIdleSeconds: idleSeconds(process.env.MOCK_SESSION_IDLE_SECONDS),
    publicUrl: publicUrl(process.env.MOCK_PUBLIC_URL),
  });
  console.log(
    `mock backend on ${backend.url}, FranceConnect (simulé) at ${backend.issuers.fc}, Cerbère (simulé) at ${backend.issuers.cer}`,
  );
} catch (error) {
  // One line naming the setting at fault (or the address in use), as the portal's entrypoint does.
  console.error(`mock backend: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
