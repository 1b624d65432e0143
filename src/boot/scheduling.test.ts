// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle, yieldToBrowser } from "./scheduling";

describe("whenIdle", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses the browser's idle callback, with its timeout, and cancels it", () => {
    const request = vi.fn(() => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal("requestIdleCallback", request);
    vi.stubGlobal("cancelIdleCallback", cancelIdle);
    const callback = vi.fn();
    const cancel = whenIdle(callback, { capMs: 1000, fallbackMs: 50 });
    expect(request).toHaveBeenCalledWith(callback, { timeout: 1000 });
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it("without one (Safari), waits the fallback delay, and can be cancelled", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const callback = vi.fn();
    whenIdle(callback, { capMs: 1000, fallbackMs: 50 });
    vi.advanceTimersByTime(49);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    whenIdle(cancelled, { capMs: 1000, fallbackMs: 50 })();
    vi.advanceTimersByTime(100);
    expect(cancelled).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
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
