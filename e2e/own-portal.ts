import { type ChildProcess, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { PORTAL_ENV } from "./stack";

export interface OwnPortal {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Starts another portal through scripts/serve-nginx.sh (the image's entrypoint and nginx
 * config) on its own port with its own environment, for tests that change the configuration.
 */
export async function startOwnPortal(port: number, env: Record<string, string>): Promise<OwnPortal> {
  const child: ChildProcess = spawn("bash", ["scripts/serve-nginx.sh"], {
    env: { ...process.env, ...PORTAL_ENV, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the portal did not start: ${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      await sleep(100);
    }
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
    },
  };
}
