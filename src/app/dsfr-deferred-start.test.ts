import { afterEach, describe, expect, it, vi } from "vitest";
import { deferDsfrStart } from "./dsfr-deferred-start";

describe("deferDsfrStart", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts DSFR in a later task than the one that asks for it, once, on its own API", async () => {
    vi.useFakeTimers();
    const calls: unknown[] = [];
    const api = {
      start(this: unknown) {
        calls.push(this);
      },
    };
    deferDsfrStart(api);

    api.start();
    await Promise.resolve();
    expect(calls).toEqual([]);

    await vi.runAllTimersAsync();
    expect(calls).toEqual([api]);
  });
});
