import type { ImportMap } from "../../config/schema";
import type { ShellBridge } from "./props";
import type { SingleSpaHost, SingleSpaHostDeps } from "./single-spa-host";
import { type FrameSlot, type UniversMarinStatus, createFrameSlot, createUniversMarinStatus, markLoading } from "./state";
import { universMarinFigures } from "./field-figures-source";
import type { UniversMarinFigures } from "../../analytics/field-figures";

/** Spec 9: a failed load can be retried after 200 ms. */
const RETRY_DELAY_MS = 200;

/** The module that starts single-spa: loaded only when a /univers-marin page first shows. */
export interface SingleSpaHostModule {
  readonly startSingleSpaHost: (deps: SingleSpaHostDeps) => SingleSpaHost;
}

export interface UniversMarinHostDeps {
  readonly loadSingleSpaHost: () => Promise<SingleSpaHostModule>;
  /** This browser's module overrides the environment accepts, as an import map: empty without IMPORT_MAP_OVERRIDE_ORIGINS. */
  readonly loadOverrides: () => Promise<ImportMap>;
  readonly now: () => number;
  readonly wait: (ms: number) => Promise<void>;
}

/** The sub-application's host in the shell: made once by its start (start.ts), given to the frame by context. */
export interface UniversMarinHost {
  readonly status: UniversMarinStatus;
  readonly frame: FrameSlot;
  /**
   * Lends the module what it may use of the shell; only the first call counts. Until then the
   * module's `navigate` waits for it and its `user` is unknown.
   */
  readonly lendShell: (bridge: ShellBridge) => void;
  /**
   * The one door to registration, opened once the session's judgement allows it (start.ts).
   * single-spa and SystemJS load only on activate.
   */
  readonly register: () => void;
  /**
   * A /univers-marin page shows, or is about to (start.ts): load single-spa and SystemJS,
   * register the application once the door is open, start. The application mounts once the
   * frame is on the page (frame.element()). A call while it loads or is loaded adds nothing.
   */
  readonly activate: () => void;
  /** Loads the sub-application again, without reloading the page, once the retry delay has passed. */
  readonly retry: () => Promise<void>;
  /**
   * Fetches single-spa, SystemJS and the full DSFR stylesheet ahead of a first /univers-marin
   * page, without starting anything: a click on a menu entry then only waits for the
   * sub-application's own main.js. A failure is not reported here: the page that needs the host
   * loads it again and shows its own alert.
   */
  readonly prefetch: () => void;
  /** Where it stands in this page's life, with its first load and mount times, for the field figures. */
  readonly figures: () => UniversMarinFigures;
}

/** The browser's deps, with this browser's accepted overrides, read by the page's entry once env.js has run. */
export function browserHostDeps(overrides: Promise<ImportMap>): UniversMarinHostDeps {
  return {
    // The one door to single-spa: its host's code is imported here alone, and only with import(), so
    // that single-spa and SystemJS stay out of the first render's JavaScript.
    loadSingleSpaHost: () => import("./single-spa-host"),
    loadOverrides: () => overrides,
    now: () => Date.now(),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

export function createUniversMarinHost(deps: UniversMarinHostDeps): UniversMarinHost {
  const status = createUniversMarinStatus();
  const frame = createFrameSlot();
  let bridge: ShellBridge | undefined;
  const bridgeWaiters: Array<(value: ShellBridge) => void> = [];
  let allowRegistration: () => void = () => undefined;
  const registrationAllowed = new Promise<void>((resolve) => (allowRegistration = resolve));
  let singleSpa: Promise<SingleSpaHost> | undefined;

  const handedOverBridge = (): Promise<ShellBridge> =>
    bridge ? Promise.resolve(bridge) : new Promise((resolve) => bridgeWaiters.push(resolve));

  // What the module is lent: the shell once handed over, whether it registered before or after.
  const lentShell: ShellBridge = {
    navigate: (path) => void handedOverBridge().then((shell) => shell.navigate(path)),
    currentUser: () => bridge?.currentUser?.(),
  };

  /** Loads single-spa and SystemJS and starts them; a host that fails to load shows as a failed module would. */
  function startSingleSpa(): Promise<void> {
    singleSpa ??= Promise.all([deps.loadSingleSpaHost(), deps.loadOverrides(), registrationAllowed]).then(([module, overrides]) =>
      module.startSingleSpaHost({ bridge: lentShell, status, frame, overrides }),
    );
    return singleSpa.then(
      () => undefined,
      (error: unknown) => {
        singleSpa = undefined;
        console.error("[univers-marin] the single-spa host could not be loaded:", error);
        status.set({ kind: "failed", failure: "failed", at: deps.now() });
      },
    );
  }

  return {
    status,
    frame,
    figures: () => universMarinFigures(status),
    lendShell(shell) {
      if (bridge) return;
      bridge = shell;
      for (const resolve of bridgeWaiters.splice(0)) resolve(shell);
    },
    register: () => allowRegistration(),
    activate() {
      // Loading starts now, not when single-spa asks for main.js: until the session's judgement
      // lets it register (the rights answered, up to the API timeout), the page would otherwise
      // show an empty main.
      if (status.get().kind === "idle") markLoading(status, deps.now());
      void startSingleSpa();
    },
    async retry() {
      const state = status.get();
      if (state.kind === "failed") {
        const wait = state.at + RETRY_DELAY_MS - deps.now();
        if (wait > 0) await deps.wait(wait);
      }
      if (singleSpa === undefined) {
        // The host itself had failed: starting it registers and loads the application afresh.
        markLoading(status, deps.now());
        await startSingleSpa();
        return;
      }
      await (await singleSpa).reload();
    },
    prefetch() {
      deps.loadSingleSpaHost().catch(() => undefined);
    },
  };
}
