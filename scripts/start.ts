import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { issuerOf, providerAddresses } from "../mock/identity/addresses";
import { DEV_BACKEND_PORT, DEV_PORTAL_PORT, DEV_UNIVERS_MARIN_PORT } from "./dev-env";

/**
 * npm start: the simulated backend, the demo univers-marin host and the Vite dev server,
 * together; Ctrl-C stops all three. MOCK_UNIVERS_MARIN_APP=react|angular serves that framework
 * fixture instead of the demo module (mock/univers-marin/PROPS.md), built first if it changed.
 */
const root = join(import.meta.dirname, "..");
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code) => {
    if (code !== 0 && code !== null) {
      console.error(`${name} stopped with code ${code}`);
      stopAll(1);
    }
  });
  children.push(child);
  return child;
}

function stopAll(code: number): never {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

await new Promise<void>((resolve, reject) => {
  const prepare = spawn("bash", ["scripts/prepare-dev.sh"], { cwd: root, stdio: "inherit" });
  prepare.on("exit", (code) => (code === 0 ? resolve() : reject(new Error("preparing the dev assets failed"))));
});
// The packages' own binaries rather than npx: npx prints npm's configuration warnings each time.
const bin = (name: string) => join(root, "node_modules", ".bin", name);
// Vite's proxy gives the backend its own Host and no X-Forwarded-*: the portal's address is said here,
// for the redirect_uri and the post-logout address the providers check.
run("mock backend", bin("tsx"), ["mock/backend/server.ts"], {
  MOCK_BACKEND_PORT: String(DEV_BACKEND_PORT),
  MOCK_PUBLIC_URL: `http://127.0.0.1:${DEV_PORTAL_PORT}`,
});
run("univers-marin host", bin("tsx"), ["mock/univers-marin/host.ts"], { MOCK_UNIVERS_MARIN_PORT: String(DEV_UNIVERS_MARIN_PORT) });
run("vite", bin("vite"), ["--host", "127.0.0.1"]);
/** The providers' addresses as the backend will read them; a malformed setting is the backend's to report. */
function providersLine(): string {
  try {
    const addresses = providerAddresses(process.env, DEV_BACKEND_PORT);
    return `\nSign-in through FranceConnect (simulé) at ${issuerOf(addresses.fc)} and Cerbère (simulé) at ${issuerOf(addresses.cer)}`;
  } catch {
    return "";
  }
}
console.log(
  `\nPortal: http://127.0.0.1:${DEV_PORTAL_PORT}/fr/login (simulated backend and univers-marin "${process.env.MOCK_UNIVERS_MARIN_APP ?? "demo"}" on loopback)${providersLine()}\n`,
);
