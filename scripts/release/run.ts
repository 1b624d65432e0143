import { spawnSync } from "node:child_process";

export interface RunOptions {
  readonly cwd?: string;
  readonly input?: string;
  readonly env?: NodeJS.ProcessEnv;
}

/** A command's standard output; its failure throws with the end of what it printed on stderr. */
export function run(command: string, args: readonly string[], options: RunOptions = {}): string {
  const result = spawnSync(command, args, {
    cwd: options.cwd,
    input: options.input,
    env: options.env ?? process.env,
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  });
  if (result.status === 0) return result.stdout;
  const reason = result.error?.message ?? result.stderr.trim().split("\n").slice(-5).join(" / ");
  throw new Error(`${command} ${args.slice(0, 3).join(" ")} failed (${result.status ?? result.signal}): ${reason}`);
}

/** True when the command exits 0; for the questions whose "no" is an answer (an image absent). */
export function succeeds(command: string, args: readonly string[]): boolean {
  return spawnSync(command, args, { stdio: "ignore" }).status === 0;
}
