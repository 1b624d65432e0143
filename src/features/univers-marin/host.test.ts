import { describe, expect, it, vi } from "vitest";
import { type SingleSpaHostModule, type UniversMarinHostDeps, createUniversMarinHost } from "./host";

type SingleSpaHostDeps = Parameters<SingleSpaHostModule["startSingleSpaHost"]>[0];

/** A single-spa host module that records how it was started, with a reload to count. */
function fakeSingleSpa() {
  const reload = vi.fn(async () => undefined);
  const startSingleSpaHost = vi.fn<(deps: SingleSpaHostDeps) => { reload: typeof reload }>(() => ({ reload }));
  const module: SingleSpaHostModule = { startSingleSpaHost };
  return { module, startSingleSpaHost, reload };
}

/** single-spa's chunk fails to load once, then loads. */
function failingOnceThen(module: SingleSpaHostModule) {
  return vi.fn<() => Promise<SingleSpaHostModule>>().mockRejectedValueOnce(new Error("chunk failed to load")).mockResolvedValue(module);
}

function hostWith(overrides: Partial<UniversMarinHostDeps> & Pick<UniversMarinHostDeps, "loadSingleSpaHost">) {
  return createUniversMarinHost({
    loadOverrides: async () => ({ imports: {} }),
    now: () => Date.now(),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    ...overrides,
  });
}

describe("the univers-marin host", () => {
  it("starts single-spa once, with the first bridge, whatever the order of lending, registration and activation", async () => {
    const singleSpa = fakeSingleSpa();
    const host = hostWith({ loadSingleSpaHost: async () => singleSpa.module });
    host.activate();
    const first = { navigate: vi.fn() };
    host.lendShell(first);
    host.register();
    host.lendShell({ navigate: vi.fn() });
    host.register();
    host.activate();
    await vi.waitFor(() => expect(singleSpa.startSingleSpaHost).toHaveBeenCalledTimes(1));
    const deps = singleSpa.startSingleSpaHost.mock.calls[0]?.[0];
    expect(deps?.status).toBe(host.status);
    expect(deps?.frame).toBe(host.frame);
    deps?.bridge.navigate("/fr/mes-infos");
    await vi.waitFor(() => expect(first.navigate).toHaveBeenCalledWith("/fr/mes-infos"));
  });

  it("starts single-spa only once this browser's overrides are read, and hands them over", async () => {
    const singleSpa = fakeSingleSpa();
    let readOverrides: (map: { imports: Record<string, string> }) => void = () => undefined;
    const overrides = { imports: { "univers-marin": "http://localhost:4200/main.js" } };
    const host = hostWith({
      loadSingleSpaHost: async () => singleSpa.module,
      loadOverrides: () => new Promise((resolve) => (readOverrides = resolve)),
    });
    host.register();
    host.activate();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(singleSpa.startSingleSpaHost).not.toHaveBeenCalled();
    readOverrides(overrides);
    await vi.waitFor(() => expect(singleSpa.startSingleSpaHost).toHaveBeenCalledTimes(1));
    expect(singleSpa.startSingleSpaHost.mock.calls[0]?.[0].overrides).toBe(overrides);
  });

  it("registered before the shell is lent: navigate waits for the shell, and the user is unknown until then", async () => {
    const singleSpa = fakeSingleSpa();
    const host = hostWith({ loadSingleSpaHost: async () => singleSpa.module });
    host.activate();
    host.register();
    await vi.waitFor(() => expect(singleSpa.startSingleSpaHost).toHaveBeenCalledTimes(1));
    const bridge = singleSpa.startSingleSpaHost.mock.calls[0]?.[0].bridge;
    expect(bridge?.currentUser?.()).toBeUndefined();
    bridge?.navigate("/fr/plan-site");
    const shell = { navigate: vi.fn(), currentUser: () => ({ firstName: "Anne" }) };
    await new Promise((resolve) => setTimeout(resolve, 10));
    host.lendShell(shell);
    await vi.waitFor(() => expect(shell.navigate).toHaveBeenCalledWith("/fr/plan-site"));
    expect(shell.navigate).toHaveBeenCalledTimes(1);
    expect(bridge?.currentUser?.()).toEqual({ firstName: "Anne" });
    expect(singleSpa.startSingleSpaHost).toHaveBeenCalledTimes(1);
  });

  it("does not start single-spa before it may register: the door to registration still shut, the shell lent or not", async () => {
    const singleSpa = fakeSingleSpa();
    const host = hostWith({ loadSingleSpaHost: async () => singleSpa.module });
    host.activate();
    host.lendShell({ navigate: vi.fn() });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(singleSpa.startSingleSpaHost).not.toHaveBeenCalled();
  });

  it("does not load single-spa before a /univers-marin page asks for it", async () => {
    const load = vi.fn(async () => fakeSingleSpa().module);
    const host = hostWith({ loadSingleSpaHost: load });
    host.lendShell({ navigate: vi.fn() });
    host.register();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
  });

  it("prefetches the single-spa host's module without starting it or saying it loads", async () => {
    const singleSpa = fakeSingleSpa();
    const load = vi.fn(async () => singleSpa.module);
    const host = hostWith({ loadSingleSpaHost: load });
    host.lendShell({ navigate: vi.fn() });
    host.register();
    host.prefetch();
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(singleSpa.startSingleSpaHost).not.toHaveBeenCalled();
    expect(host.status.get()).toEqual({ kind: "idle" });
  });

  it("a prefetch that fails says nothing: the page that needs the host loads it again and shows its own alert", async () => {
    const singleSpa = fakeSingleSpa();
    const load = failingOnceThen(singleSpa.module);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const host = hostWith({ loadSingleSpaHost: load });
    host.lendShell({ navigate: vi.fn() });
    host.register();
    host.prefetch();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(errors).not.toHaveBeenCalled();
    expect(host.status.get()).toEqual({ kind: "idle" });

    host.activate();
    await vi.waitFor(() => expect(singleSpa.startSingleSpaHost).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("each host keeps its own state: nothing of one page's host leaks into another's", async () => {
    const singleSpa = fakeSingleSpa();
    const first = hostWith({ loadSingleSpaHost: async () => singleSpa.module });
    first.lendShell({ navigate: vi.fn() });
    first.register();
    first.activate();
    await vi.waitFor(() => expect(singleSpa.startSingleSpaHost).toHaveBeenCalledTimes(1));
    const second = hostWith({ loadSingleSpaHost: async () => singleSpa.module });
    expect(second.status.get()).toEqual({ kind: "idle" });
    expect(first.status.get()).toMatchObject({ kind: "loading" });
  });

  it("retries no sooner than 200 ms after the failure", async () => {
    const singleSpa = fakeSingleSpa();
    const waits: number[] = [];
    let endWait = () => {};
    const host = hostWith({
      loadSingleSpaHost: async () => singleSpa.module,
      now: () => 10_000,
      wait: (ms) => {
        waits.push(ms);
        return new Promise<void>((resolve) => (endWait = resolve));
      },
    });
    host.lendShell({ navigate: vi.fn() });
    host.register();
    host.activate();
    await vi.waitFor(() => expect(singleSpa.startSingleSpaHost).toHaveBeenCalledTimes(1));
    host.status.set({ kind: "failed", failure: "failed", at: 9_950 });
    const retried = host.retry();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(waits).toEqual([150]);
    expect(singleSpa.reload).not.toHaveBeenCalled();
    endWait();
    await retried;
    expect(singleSpa.reload).toHaveBeenCalledTimes(1);
  });

  it("says it is loading as soon as the frame asks, before the session has let it register, and from when", () => {
    const host = hostWith({ loadSingleSpaHost: async () => fakeSingleSpa().module, now: () => 1234 });
    host.activate();
    expect(host.status.get()).toEqual({ kind: "loading", since: 1234 });
  });

  it("a host that fails to load shows the failure, and a retry loads and starts it", async () => {
    const singleSpa = fakeSingleSpa();
    const load = failingOnceThen(singleSpa.module);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const host = hostWith({ loadSingleSpaHost: load, now: () => 0, wait: async () => undefined });
    host.lendShell({ navigate: vi.fn() });
    host.register();
    host.activate();
    await vi.waitFor(() => expect(host.status.get()).toMatchObject({ kind: "failed", failure: "failed" }));
    expect(errors).toHaveBeenCalledWith("[univers-marin] the single-spa host could not be loaded:", expect.anything());

    await host.retry();
    expect(singleSpa.startSingleSpaHost).toHaveBeenCalledTimes(1);
    expect(singleSpa.reload).not.toHaveBeenCalled();
  });
});
