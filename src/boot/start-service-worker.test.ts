// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const registerServiceWorker = vi.fn();
vi.mock("../offline/service-worker-registration", () => ({ registerServiceWorker }));

describe("startServiceWorker", () => {
  beforeEach(() => {
    registerServiceWorker.mockClear();
    vi.stubEnv("DEV", false);
  });
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, "serviceWorker");
    vi.unstubAllEnvs();
  });

  it("registers, and looks for a new release on each navigation", async () => {
    const checkForUpdate = vi.fn();
    registerServiceWorker.mockResolvedValue(checkForUpdate);
    Object.defineProperty(window.navigator, "serviceWorker", { value: new EventTarget(), configurable: true });
    const { startServiceWorker } = await import("./start-service-worker");
    const onNavigation = vi.fn();
    startServiceWorker(onNavigation);
    await vi.waitFor(() => expect(onNavigation).toHaveBeenCalledWith(checkForUpdate));
  });

  it("does nothing where the browser has no service workers", async () => {
    registerServiceWorker.mockClear();
    const { startServiceWorker } = await import("./start-service-worker");
    startServiceWorker(vi.fn());
    expect(registerServiceWorker).not.toHaveBeenCalled();
  });

  it("registers nothing from the dev server (npm start), which has no worker to serve", async () => {
    vi.stubEnv("DEV", true);
    Object.defineProperty(window.navigator, "serviceWorker", { value: new EventTarget(), configurable: true });
    const { startServiceWorker } = await import("./start-service-worker");
    startServiceWorker(vi.fn());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(registerServiceWorker).not.toHaveBeenCalled();
  });
});
