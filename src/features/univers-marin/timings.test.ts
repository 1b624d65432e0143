import { afterEach, describe, expect, it } from "vitest";
import { type Timeline, UNIVERS_MARIN_LOAD, UNIVERS_MARIN_MOUNT, measured, universMarinTimings } from "./timings";

/** The page's timeline on a clock the test moves: a loaded machine's timers cannot stretch a step. */
function timelineAt(): { readonly timeline: Timeline; readonly pass: (ms: number) => Promise<void> } {
  let now = 0;
  const timeline: Timeline = {
    now: () => now,
    measure: performance.measure.bind(performance),
    getEntriesByName: performance.getEntriesByName.bind(performance),
  };
  return { timeline, pass: async (ms) => void (now += ms) };
}

afterEach(() => performance.clearMeasures());

describe("univers-marin's timings", () => {
  it("are unknown until the module has loaded and mounted", () => {
    expect(universMarinTimings()).toEqual({ loadMs: undefined, mountMs: undefined });
  });

  it("record the first load and the first mount, each as long as its step", async () => {
    const { timeline, pass } = timelineAt();
    expect(await measured(UNIVERS_MARIN_LOAD, async () => (await pass(30), "module"), timeline)).toBe("module");
    await measured(UNIVERS_MARIN_MOUNT, () => pass(10), timeline);
    await measured(UNIVERS_MARIN_MOUNT, () => pass(60), timeline);
    expect(universMarinTimings(timeline)).toEqual({ loadMs: 30, mountMs: 10 });
  });

  it("add nothing for a later mount: the timeline keeps one entry a step for the page's whole life", async () => {
    for (let mount = 0; mount < 3; mount += 1) await measured(UNIVERS_MARIN_MOUNT, async () => undefined);
    expect(performance.getEntriesByName(UNIVERS_MARIN_MOUNT, "measure")).toHaveLength(1);
  });

  it("record nothing for a step that failed", async () => {
    await expect(measured(UNIVERS_MARIN_LOAD, () => Promise.reject(new Error("404")))).rejects.toThrow("404");
    expect(universMarinTimings().loadMs).toBeUndefined();
  });
});
