import { describe, expect, it } from "vitest";
import { type EntryStarted, type HydratedApp, LOAD_PLAN, type ModuleStart, type PageSteps, type PlanWaits, runLoadPlan } from "./load-plan";
import type { ModulePaint } from "../features/univers-marin/module-paint";
import type { IdlePhase } from "./scheduling";

/** A wait the test ends when it chooses, named in the log when it begins. */
function gate(log: string[], name: string): { readonly wait: () => Promise<void>; readonly open: () => void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    wait: () => {
      log.push(`wait ${name}`);
      return opened;
    },
    open: () => open(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page whose every step and wait the test drives, each one logged. */
function page({ exported = true, beforeApp = false } = {}) {
  const log: string[] = [];
  const fcp = gate(log, "first contentful paint");
  const frame = gate(log, "frame");
  const yielded = gate(log, "yield");
  const dsfr = gate(log, "DSFR loaded");
  const hydration = gate(log, "hydrated");
  const idle = { ready: gate(log, "idle (ready)"), serviceWorker: gate(log, "idle (worker)") };
  const fcpCaps: number[] = [];
  const painted: Array<{ then: () => void; capMs: number | undefined }> = [];
  const modulePaint: ModulePaint = {
    whenPainted: (then, capMs) => {
      log.push(`wait module painted, cap ${capMs ?? "none"}`);
      painted.push({ then, capMs });
    },
    followPages: () => undefined,
  };
  const hydrated: HydratedApp = {
    startShellParts: () => log.push("shell parts"),
    dsfrLoaded: dsfr.wait,
    registerServiceWorker: () => log.push("service worker"),
    startFieldFigures: () => log.push("field figures"),
  };
  const universMarin: ModuleStart = { modulePaint, beforeApp: beforeApp };
  const entry: EntryStarted<ModuleStart> = {
    startUniversMarin: () => {
      log.push("univers-marin's start");
      return universMarin;
    },
    loadLibraries: async () => void log.push("libraries"),
    loadApp: async (started) => {
      log.push(started === universMarin ? "app code, given univers-marin's start" : "app code");
      return {
        hydrate: async () => {
          log.push("hydrate");
          await hydration.wait();
          return hydrated;
        },
      };
    },
  };
  const steps: PageSteps<ModuleStart> = {
    exported,
    startEntry: () => {
      log.push("entry");
      return entry;
    },
    applyDeferredFonts: () => log.push("fonts"),
    markReady: () => log.push("ready"),
  };
  const waits: PlanWaits = {
    firstContentfulPaint: (capMs) => {
      fcpCaps.push(capMs);
      return fcp.wait();
    },
    nextFrame: frame.wait,
    yieldToBrowser: yielded.wait,
    idle: (phase: IdlePhase) => (phase === LOAD_PLAN.ready ? idle.ready : idle.serviceWorker).wait(),
  };
  const paintModule = () => painted.splice(0).forEach(({ then }) => then());
  return { log, fcpCaps, steps, waits, fcp, frame, yielded, dsfr, hydration, idle, painted, paintModule };
}

describe("the load plan", () => {
  it("on a shell page: nothing before the export's paint, the app's code in a task after the libraries', the shell's parts after hydration, the ready mark last", async () => {
    const p = page();
    const run = runLoadPlan(p.steps, p.waits);
    await settle();
    expect(p.log).toEqual(["wait first contentful paint"]);
    expect(p.fcpCaps).toEqual([LOAD_PLAN.exportPainted.capMs]);

    p.fcp.open();
    await settle();
    expect(p.log.slice(1)).toEqual(["entry", "univers-marin's start", "libraries", "wait yield"]);
    p.yielded.open();
    await settle();
    expect(p.log.slice(5)).toEqual(["app code, given univers-marin's start", "hydrate", "wait hydrated"]);

    // A shell page's gate is open: what waits for the module's paint goes on at once.
    p.hydration.open();
    await settle();
    expect(p.log.slice(8)).toEqual([
      `wait module painted, cap ${LOAD_PLAN.shellParts.capMs}`,
      "wait module painted, cap none",
      "wait idle (worker)",
    ]);
    p.paintModule();
    await settle();
    expect(p.log.slice(11)).toEqual(["shell parts", "wait DSFR loaded", "fonts"]);

    p.dsfr.open();
    await settle();
    p.frame.open();
    await settle();
    expect(p.log.slice(14)).toEqual(["wait frame", "wait idle (ready)"]);
    p.idle.ready.open();
    await settle();
    expect(p.log.slice(-2)).toEqual(["ready", "field figures"]);
    expect(p.log).not.toContain("service worker");

    p.idle.serviceWorker.open();
    await run;
    expect(p.log.at(-1)).toBe("service worker");
  });

  it("on a page with nothing exported (npm start's), starts the entry at once: there is no content to make way for", async () => {
    const p = page({ exported: false });
    void runLoadPlan(p.steps, p.waits);
    await settle();
    expect(p.log.slice(0, 3)).toEqual(["entry", "univers-marin's start", "libraries"]);
  });

  it("on a /univers-marin page whose module the entry started, asks for the app's code once the module has painted, at most after its cap", async () => {
    const p = page({ beforeApp: true });
    void runLoadPlan(p.steps, p.waits);
    p.fcp.open();
    await settle();
    expect(p.log.slice(1)).toEqual(["entry", "univers-marin's start", `wait module painted, cap ${LOAD_PLAN.appCode.capMs}`]);

    p.paintModule();
    await settle();
    expect(p.log.slice(4)).toEqual(["libraries", "wait yield"]);
  });

  it("holds the shell's parts and Marianne's faces until the module's content has painted, and the ready mark until after DSFR", async () => {
    const p = page();
    void runLoadPlan(p.steps, p.waits);
    p.fcp.open();
    p.yielded.open();
    p.hydration.open();
    await settle();
    expect(p.painted.map(({ capMs }) => capMs)).toEqual([LOAD_PLAN.shellParts.capMs, undefined]);
    p.idle.ready.open();
    p.frame.open();
    await settle();
    expect(p.log).not.toContain("shell parts");
    expect(p.log).not.toContain("fonts");
    expect(p.log).not.toContain("ready");

    p.paintModule();
    await settle();
    expect(p.log).toContain("shell parts");
    expect(p.log).toContain("fonts");
    expect(p.log).not.toContain("ready");
    p.dsfr.open();
    await settle();
    expect(p.log.slice(-2)).toEqual(["ready", "field figures"]);
  });

  it("gives each idle phase a fallback no longer than its cap", () => {
    for (const phase of [LOAD_PLAN.ready, LOAD_PLAN.prefetch, LOAD_PLAN.serviceWorker])
      expect(phase.fallbackMs).toBeLessThanOrEqual(phase.capMs);
  });
});
