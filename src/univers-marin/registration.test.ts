import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const host = vi.hoisted(() => ({ startUniversMarin: vi.fn(), retryUniversMarin: vi.fn(async () => undefined) }));
vi.mock("./single-spa-host", () => host);

describe("registration", () => {
  beforeEach(() => {
    vi.resetModules();
    host.startUniversMarin.mockClear();
    host.retryUniversMarin.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it("starts single-spa once, with the first bridge, whatever the order of register and activate", async () => {
    const { activateUniversMarin, registerUniversMarin } = await import("./registration");
    activateUniversMarin();
    const first = { navigate: vi.fn() };
    registerUniversMarin(first);
    registerUniversMarin({ navigate: vi.fn() });
    activateUniversMarin();
    await vi.waitFor(() => expect(host.startUniversMarin).toHaveBeenCalledTimes(1));
    expect(host.startUniversMarin).toHaveBeenCalledWith(first);
  });

  it("does not load single-spa before a /univers-marin page asks for it", async () => {
    const { registerUniversMarin } = await import("./registration");
    registerUniversMarin({ navigate: vi.fn() });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(host.startUniversMarin).not.toHaveBeenCalled();
  });

  it("a prefetch loads the host's code without starting it; the page that needs it then starts it", async () => {
    const hostLoads = vi.fn();
    vi.doMock("./single-spa-host", () => {
      hostLoads();
      return host;
    });
    const { activateUniversMarin, prefetchUniversMarinHost, registerUniversMarin } = await import("./registration");
    registerUniversMarin({ navigate: vi.fn() });
    prefetchUniversMarinHost();
    await vi.waitFor(() => expect(hostLoads).toHaveBeenCalledTimes(1));
    expect(host.startUniversMarin).not.toHaveBeenCalled();
    activateUniversMarin();
    await vi.waitFor(() => expect(host.startUniversMarin).toHaveBeenCalledTimes(1));
    expect(hostLoads).toHaveBeenCalledTimes(1);
  });

  it("retries no sooner than 200 ms after the failure", async () => {
    const { activateUniversMarin, registerUniversMarin, retryUniversMarin } = await import("./registration");
    const { setUniversMarinState } = await import("./state");
    registerUniversMarin({ navigate: vi.fn() });
    activateUniversMarin();
    await vi.waitFor(() => expect(host.startUniversMarin).toHaveBeenCalledTimes(1));
    vi.useFakeTimers({ now: 10_000 });
    setUniversMarinState({ kind: "failed", failure: "failed", at: 9_950 });
    const retried = retryUniversMarin();
    await vi.advanceTimersByTimeAsync(149);
    expect(host.retryUniversMarin).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await retried;
    expect(host.retryUniversMarin).toHaveBeenCalledTimes(1);
  });

  it("says it is loading as soon as the frame asks, before the session has let it register", async () => {
    const { activateUniversMarin } = await import("./registration");
    const { getUniversMarinState } = await import("./state");
    activateUniversMarin();
    expect(getUniversMarinState()).toEqual({ kind: "loading" });
  });

  it("a host that fails to load shows the failure, and a retry loads and starts it", async () => {
    vi.doMock("./single-spa-host", () => {
      throw new Error("chunk failed to load");
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { activateUniversMarin, registerUniversMarin, retryUniversMarin } = await import("./registration");
    const { getUniversMarinState } = await import("./state");
    registerUniversMarin({ navigate: vi.fn() });
    activateUniversMarin();
    await vi.waitFor(() => expect(getUniversMarinState()).toMatchObject({ kind: "failed", failure: "failed" }));
    expect(errors).toHaveBeenCalledWith("[univers-marin] the single-spa host could not be loaded:", expect.anything());

    vi.doMock("./single-spa-host", () => host);
    await retryUniversMarin();
    expect(host.startUniversMarin).toHaveBeenCalledTimes(1);
    expect(host.retryUniversMarin).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
