import { afterEach, describe, expect, it, vi } from "vitest";
import { yieldToBrowser } from "./yield-to-browser";

describe("yieldToBrowser", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldTask });
    await yieldToBrowser();
    expect(yieldTask).toHaveBeenCalledOnce();
  });

  it("otherwise resumes in a new task, not in the current one's microtasks", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("scheduler", undefined);
    let resumed = false;
    void yieldToBrowser().then(() => (resumed = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(resumed).toBe(true);
  });
});
