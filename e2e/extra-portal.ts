import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../scripts/free-port";
import { count } from "./budget/record";
import { PORTAL_ENV } from "./stack";

const root = join(import.meta.dirname, "..");

/** How long nginx's graceful stop may take before the fast one. */
const STOP_GRACE_MS = 10_000;

export interface ExtraPortalOptions {
  /** Runtime variables over PORTAL_ENV's (an empty UNIVERS_MARIN_HOST, another Matomo...). */
  readonly env?: Record<string, string>;
  /** The release it serves (PORTAL_ROOT): dist/ when not given. */
  readonly root?: string;
  /** Its port: a free one when not given; a portal's own again, to restart it on the same address. */
  readonly port?: number;
}

export interface ExtraPortal {
  readonly url: string;
  readonly port: number;
  /** Its nginx access log, one JSON object a line; gone once it has stopped. */
  readonly accessLog: string;
  stop(): Promise<void>;
}

/**
 * Starts another portal beside the stack's, through scripts/serve-nginx.sh (the image's
 * entrypoint and nginx config), for tests that change its configuration or its release; resolves
 * once its /healthz answers. The one way the suite starts a portal of its own.
 */
export async function startPortal(options: ExtraPortalOptions = {}): Promise<ExtraPortal> {
  count("extraPortals");
  const port = options.port ?? (await freePort());
  // Its nginx config and logs where serve-nginx.sh puts them (nginx's workers must read them),
  // removed once it has stopped: the ports vary from run to run.
  const runtimeDir = join(root, ".tmp", `nginx-${port}`);
  const accessLog = join(runtimeDir, "access.log");
  const env: Record<string, string> = {
    ...PORTAL_ENV,
    ...options.env,
    PORT: String(port),
    PORTAL_RUNTIME_DIR: runtimeDir,
    PORTAL_ACCESS_LOG: accessLog,
  };
  if (options.root !== undefined) env.PORTAL_ROOT = options.root;
  const child: ChildProcess = spawn("bash", [join(root, "scripts/serve-nginx.sh")], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // nginx's graceful stop: the port is free again once it has exited. It waits for every
      // request in progress, with no limit of its own; once, in CI, a browser's connection held it
      // past a test's time limit. Then the fast stop, said in the output.
      child.kill("SIGQUIT");
      const fastStop = setTimeout(() => {
        console.warn(`[extra-portal] nginx on port ${port} had not stopped ${STOP_GRACE_MS / 1000} s after SIGQUIT: SIGTERM`);
        child.kill("SIGTERM");
      }, STOP_GRACE_MS);
      await exited;
      clearTimeout(fastStop);
    }
    rmSync(runtimeDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the portal on port ${port} did not start: ${stderr}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, port, accessLog, stop };
    } catch {
      // nginx is not listening yet.
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`the portal on port ${port} did not answer on /healthz within 30 s: ${stderr}`);
}
