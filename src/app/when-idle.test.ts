import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

describe("whenIdle", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses the browser's idle callback, with its timeout, and cancels it", () => {
    const request = vi.fn(() => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal("requestIdleCallback", request);
    vi.stubGlobal("cancelIdleCallback", cancelIdle);
    const callback = vi.fn();
    const cancel = whenIdle(callback, { timeoutMs: 1000, fallbackMs: 50 });
    expect(request).toHaveBeenCalledWith(callback, { timeout: 1000 });
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it("without one (Safari), waits the fallback delay, and can be cancelled", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const callback = vi.fn();
    whenIdle(callback, { timeoutMs: 1000, fallbackMs: 50 });
    vi.advanceTimersByTime(49);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    whenIdle(cancelled, { timeoutMs: 1000, fallbackMs: 50 })();
    vi.advanceTimersByTime(100);
    expect(cancelled).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
