import { describe, expect, it, vi } from "vitest";
import { AUTO_RETRY, type RetryEnvironment, retryDelay, scheduleAutoRetry } from "./retry-schedule";

function environment(online: boolean): RetryEnvironment & { timers: number[]; onlineCallbacks: Array<() => void> } {
  const timers: number[] = [];
  const onlineCallbacks: Array<() => void> = [];
  return {
    timers,
    onlineCallbacks,
    setTimeout: (_callback, ms) => timers.push(ms),
    clearTimeout: vi.fn(),
    isOnline: () => online,
    onOnline: (callback) => {
      onlineCallbacks.push(callback);
      return () => onlineCallbacks.splice(onlineCallbacks.indexOf(callback), 1);
    },
    random: () => 0.5,
  };
}

describe("retryDelay", () => {
  it("doubles from the first delay, jittered between half and all of it", () => {
    expect(retryDelay(0, () => 0)).toBe(AUTO_RETRY.firstDelayMs / 2);
    expect(retryDelay(0, () => 1)).toBe(AUTO_RETRY.firstDelayMs);
    expect(retryDelay(2, () => 0)).toBe(2 * AUTO_RETRY.firstDelayMs);
    expect(retryDelay(2, () => 1)).toBe(4 * AUTO_RETRY.firstDelayMs);
  });

  it("never waits longer than the cap", () => {
    expect(retryDelay(20, () => 1)).toBe(AUTO_RETRY.maxDelayMs);
  });
});

describe("scheduleAutoRetry", () => {
  it("schedules the next attempt after its backoff", () => {
    const env = environment(true);
    expect(scheduleAutoRetry(1, () => undefined, env).status).toBe("scheduled");
    expect(env.timers).toEqual([retryDelay(1, () => 0.5)]);
  });

  it("waits for the online event while offline, then retries once, and can be cancelled", () => {
    const env = environment(false);
    const retry = vi.fn();
    expect(scheduleAutoRetry(0, retry, env).status).toBe("offline");
    expect(env.timers).toEqual([]);
    env.onlineCallbacks[0]?.();
    expect(retry).toHaveBeenCalledTimes(1);
    expect(env.onlineCallbacks).toEqual([]);
    scheduleAutoRetry(0, retry, env).cancel();
    expect(env.onlineCallbacks).toEqual([]);
  });

  it("gives up after the last attempt: only the manual retry is left", () => {
    const env = environment(true);
    expect(scheduleAutoRetry(AUTO_RETRY.maxAttempts, () => undefined, env).status).toBe("exhausted");
    expect(env.timers).toEqual([]);
  });
});
