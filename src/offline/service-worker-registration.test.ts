import { beforeEach, describe, expect, it, vi } from "vitest";
import { SKIP_WAITING } from "../service-worker/messages";
import { type WorkerEnvironment, registerServiceWorker } from "./service-worker-registration";
import { getUpdate } from "./update-ready";

class FakeWorker extends EventTarget {
  state = "installing";
  readonly postMessage = vi.fn();
  install() {
    this.state = "installed";
    this.dispatchEvent(new Event("statechange"));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  readonly update = vi.fn(async () => undefined);
  readonly unregister = vi.fn(async () => true);
  newRelease(): FakeWorker {
    this.installing = new FakeWorker();
    this.dispatchEvent(new Event("updatefound"));
    return this.installing;
  }
}

function environment(registration: FakeRegistration, controlled: boolean) {
  const container = new EventTarget();
  const env = {
    container: Object.assign(container, {
      controller: controlled ? {} : null,
      register: vi.fn(async () => registration),
      getRegistrations: vi.fn(async () => [registration]),
    }),
    reload: vi.fn(),
  };
  return { env: env as unknown as WorkerEnvironment, container, reload: env.reload, register: env.container.register };
}

describe("registerServiceWorker", () => {
  beforeEach(() => vi.resetModules());

  it("registers /sw.js for the whole portal, its script never from the HTTP cache", async () => {
    const { env, register } = environment(new FakeRegistration(), false);
    await registerServiceWorker(env, false);
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/", updateViaCache: "none" });
  });

  it("looks for a new release when asked (each navigation)", async () => {
    const registration = new FakeRegistration();
    const { env } = environment(registration, true);
    const checkForUpdate = await registerServiceWorker(env, false);
    checkForUpdate();
    await vi.waitFor(() => expect(registration.update).toHaveBeenCalledOnce());
  });

  it("a failed look for a release never breaks the navigation that asked, nor a registration answered with nothing", async () => {
    const registration = new FakeRegistration();
    registration.update.mockRejectedValue(new TypeError("offline"));
    const { env } = environment(registration, true);
    const checkForUpdate = await registerServiceWorker(env, false);
    // What Playwright's blocked workers answer.
    const blocked = environment(registration, false);
    blocked.register.mockResolvedValue(undefined as unknown as FakeRegistration);
    const checkWhenBlocked = await registerServiceWorker(blocked.env, false);
    expect(() => checkWhenBlocked()).not.toThrow();
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    expect(() => checkForUpdate()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it("offers a new release once installed, and reloads only once it has taken over", async () => {
    const registration = new FakeRegistration();
    const { env, container, reload } = environment(registration, true);
    await registerServiceWorker(env, false);
    const worker = registration.newRelease();
    worker.install();
    const apply = getUpdate();
    expect(apply).toBeTypeOf("function");
    apply?.();
    expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("offers nothing on the first install: the tab runs no previous release", async () => {
    const registration = new FakeRegistration();
    const { env } = environment(registration, false);
    const fresh = await import("./service-worker-registration");
    const { getUpdate: freshGetUpdate } = await import("./update-ready");
    await fresh.registerServiceWorker(env, false);
    registration.newRelease().install();
    expect(freshGetUpdate()).toBeUndefined();
  });

  it("in the kill-switch release, unregisters the worker instead", async () => {
    const registration = new FakeRegistration();
    const { env, register } = environment(registration, true);
    await registerServiceWorker(env, true);
    expect(register).not.toHaveBeenCalled();
    expect(registration.unregister).toHaveBeenCalledOnce();
  });
});
