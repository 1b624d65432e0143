import type { ShellBridge } from "./props";
import { getUniversMarinState } from "./state";

interface Host {
  readonly start: (bridge: ShellBridge) => void;
  readonly retry: () => Promise<void>;
}

let bridge: ShellBridge | undefined;
const bridgeWaiters: Array<(value: ShellBridge) => void> = [];
let host: Promise<Host> | undefined;

/**
 * Called once by src/main.tsx: hands over what the sub-application may use of the shell.
 * Idempotent: a second call changes nothing. single-spa and SystemJS are not loaded here,
 * only when a /univers-marin page is first shown (activateUniversMarin).
 */
export function registerUniversMarin(shell: ShellBridge): void {
  if (bridge) return;
  bridge = shell;
  for (const resolve of bridgeWaiters.splice(0)) resolve(shell);
}

function registeredBridge(): Promise<ShellBridge> {
  return bridge ? Promise.resolve(bridge) : new Promise((resolve) => bridgeWaiters.push(resolve));
}

function loadHost(): Promise<Host> {
  host ??= Promise.all([import("./single-spa-host"), registeredBridge()]).then(([module, shell]) => {
    module.startUniversMarin(shell);
    return { start: module.startUniversMarin, retry: module.retryUniversMarin };
  });
  return host;
}

/** The frame is on the page: load single-spa and SystemJS, register the application, start. */
export function activateUniversMarin(): void {
  loadHost().catch((error: unknown) => {
    host = undefined;
    console.error("[univers-marin] the single-spa host could not be loaded:", error);
  });
}

/** Spec 9: a failed load can be retried after 200 ms. */
export const RETRY_DELAY_MS = 200;

/** Loads the sub-application again, without reloading the page, once the retry delay has passed. */
export async function retryUniversMarin(now: () => number = Date.now): Promise<void> {
  const state = getUniversMarinState();
  if (state.kind === "failed") {
    const wait = state.at + RETRY_DELAY_MS - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await (await loadHost()).retry();
}
