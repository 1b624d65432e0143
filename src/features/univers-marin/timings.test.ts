import { afterEach, describe, expect, it } from "vitest";
import { UNIVERS_MARIN_LOAD, UNIVERS_MARIN_MOUNT, measured, universMarinTimings } from "./timings";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => performance.clearMeasures());

describe("univers-marin's timings", () => {
  it("are unknown until the module has loaded and mounted", () => {
    expect(universMarinTimings()).toEqual({ loadMs: undefined, mountMs: undefined });
  });

  it("record the first load and the first mount, each as long as its step", async () => {
    expect(await measured(UNIVERS_MARIN_LOAD, async () => (await wait(30), "module"))).toBe("module");
    await measured(UNIVERS_MARIN_MOUNT, () => wait(10));
    await measured(UNIVERS_MARIN_MOUNT, () => wait(60));
    const { loadMs, mountMs } = universMarinTimings();
    expect(loadMs).toBeGreaterThanOrEqual(25);
    expect(mountMs).toBeGreaterThanOrEqual(5);
    expect(mountMs).toBeLessThan(55);
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
