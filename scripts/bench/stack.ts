import { type ChildProcess, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

export const BENCH_PORTAL_PORT = Number(process.env.BENCH_PORTAL_PORT ?? 19080);
export const BENCH_URL = `http://127.0.0.1:${BENCH_PORTAL_PORT}`;

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The built portal behind nginx on 127.0.0.1:portalPort, with the simulated backend on the next
 * port and the demo univers-marin on the one after, with the runtime variables given. Each script
 * that starts it has its own default port, so that bench, observatory and load can run side by side.
 */
export async function startBenchStack(
  portalPort = BENCH_PORTAL_PORT,
  portalEnv: Readonly<Record<string, string>> = {},
): Promise<() => void> {
  const backendPort = portalPort + 1;
  const universMarinPort = portalPort + 2;
  const children: ChildProcess[] = [];
  const start = (args: string[], env: Record<string, string>) => {
    // Its own process group: npx and tsx start children that a plain kill would leave holding the port.
    const child = spawn(args[0] ?? "", args.slice(1), { env: { ...process.env, ...env }, stdio: "ignore", detached: true });
    children.push(child);
    return child;
  };
  const backend = start(["npx", "tsx", "mock/backend/server.ts"], { MOCK_BACKEND_PORT: String(backendPort) });
  const um = start(["npx", "tsx", "mock/univers-marin/host.ts"], { MOCK_UNIVERS_MARIN_PORT: String(universMarinPort) });
  const portal = start(["bash", "scripts/serve-nginx.sh"], {
    PORT: String(portalPort),
    BACKEND_URL: `http://127.0.0.1:${backendPort}`,
    UNIVERS_MARIN_HOST: `http://127.0.0.1:${universMarinPort}`,
    PORTAL_ACCESS_LOG: "/dev/null",
    ...portalEnv,
  });
  const stop = () =>
    children.forEach((child) => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
    });
  try {
    await waitFor(`http://127.0.0.1:${backendPort}/healthz`, backend);
    await waitFor(`http://127.0.0.1:${universMarinPort}/healthz`, um);
    await waitFor(`http://127.0.0.1:${portalPort}/healthz`, portal);
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
