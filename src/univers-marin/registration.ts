import type { ShellBridge } from "./props";
import { getUniversMarinState, setUniversMarinState } from "./state";

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

/**
 * Fetches single-spa, SystemJS and the full DSFR stylesheet ahead of a first /univers-marin
 * page, without starting anything: the main menu asks for it once the browser is idle, so a
 * click on an entry only waits for the sub-application's own main.js. A failure is not
 * reported here: the page that needs the host loads it again and shows its own alert.
 */
export function prefetchUniversMarinHost(): void {
  import("./single-spa-host").catch(() => undefined);
}

function loadHost(): Promise<Host> {
  host ??= Promise.all([import("./single-spa-host"), registeredBridge()]).then(([module, shell]) => {
    module.startUniversMarin(shell);
    return { start: module.startUniversMarin, retry: module.retryUniversMarin };
  });
  return host;
}

/** Loads single-spa and SystemJS and starts them; a host that fails to load shows as a failed module would. */
function startHost(): Promise<void> {
  return loadHost().then(
    () => undefined,
    (error: unknown) => {
      host = undefined;
      console.error("[univers-marin] the single-spa host could not be loaded:", error);
      setUniversMarinState({ kind: "failed", failure: "failed", at: Date.now() });
    },
  );
}

/** The frame is on the page: load single-spa and SystemJS, register the application, start. */
export function activateUniversMarin(): void {
  // Loading starts now, not when single-spa asks for main.js: until the session's rights have
  // answered (up to the API timeout), the page would otherwise show an empty main.
  if (getUniversMarinState().kind === "idle") setUniversMarinState({ kind: "loading" });
  void startHost();
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
  if (host === undefined) {
    // The host itself had failed: starting it registers and loads the application afresh.
    setUniversMarinState({ kind: "loading" });
    await startHost();
    return;
  }
  await (await host).retry();
}
