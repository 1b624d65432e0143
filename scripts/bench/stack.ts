import { type ChildProcess, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

export const BENCH_PORTAL_PORT = Number(process.env.BENCH_PORTAL_PORT ?? 19080);
export const BENCH_BACKEND_PORT = BENCH_PORTAL_PORT + 1;
export const BENCH_UNIVERS_MARIN_PORT = BENCH_PORTAL_PORT + 2;
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

/** The built portal behind nginx with the simulated backend and the demo univers-marin. */
export async function startBenchStack(): Promise<() => void> {
  const children: ChildProcess[] = [];
  const start = (args: string[], env: Record<string, string>) => {
    // Its own process group: npx and tsx start children that a plain kill would leave holding the port.
    const child = spawn(args[0] ?? "", args.slice(1), { env: { ...process.env, ...env }, stdio: "ignore", detached: true });
    children.push(child);
    return child;
  };
  const backend = start(["npx", "tsx", "mock/backend/server.ts"], { MOCK_BACKEND_PORT: String(BENCH_BACKEND_PORT) });
  const um = start(["npx", "tsx", "mock/univers-marin/host.ts"], { MOCK_UNIVERS_MARIN_PORT: String(BENCH_UNIVERS_MARIN_PORT) });
  const portal = start(["bash", "scripts/serve-nginx.sh"], {
    PORT: String(BENCH_PORTAL_PORT),
    BACKEND_URL: `http://127.0.0.1:${BENCH_BACKEND_PORT}`,
    UNIVERS_MARIN_HOST: `http://127.0.0.1:${BENCH_UNIVERS_MARIN_PORT}`,
    PORTAL_ACCESS_LOG: "/dev/null",
  });
  const stop = () =>
    children.forEach((child) => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
    });
  try {
    await waitFor(`http://127.0.0.1:${BENCH_BACKEND_PORT}/healthz`, backend);
    await waitFor(`http://127.0.0.1:${BENCH_UNIVERS_MARIN_PORT}/healthz`, um);
    await waitFor(`${BENCH_URL}/healthz`, portal);
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
