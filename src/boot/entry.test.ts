// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../session/storage-keys";
import type { BootInput } from "./boot-app";
import type { AppLimits, HydratedApp } from "./load-plan";

const appLoaded = vi.fn();
const librariesLoaded = vi.fn();
// The app never hydrates here: what follows hydration is the load plan's (load-plan.test.ts).
const boot = vi.fn<(input: BootInput, limits: AppLimits) => Promise<HydratedApp>>(() => new Promise(() => undefined));
const configRequested = vi.fn();
let configLoaded: () => void = () => {};
const fetchMock = vi.fn(async (url: string) => ({ ok: true, status: 200, json: async () => ({ [url]: url }) }));

function exportedRoot(modules: string) {
  document.body.innerHTML = `<div id="root" data-route-modules="${modules}"><main><h1>Se connecter</h1></main></div>`;
}

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.getAttribute("href"));

function visibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
}

// Importing the entry transforms its whole graph the first time: on two busy cores, longer than a
// test's default 5 s, and the app's stand-ins may come later than vi.waitFor's default second.
const SLOW_IMPORT = { timeout: 10_000 };

describe("the page's entry", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.resetModules();
    appLoaded.mockClear();
    librariesLoaded.mockClear();
    boot.mockClear();
    fetchMock.mockClear();
    vi.stubGlobal("fetch", fetchMock);
    // The app itself, which would boot, stands in: the entry's job is when it asks for it.
    vi.doMock("./boot-app", () => {
      appLoaded();
      return { bootApp: boot };
    });
    configRequested.mockClear();
    vi.doMock("../config/load-runtime-config", () => ({
      loadRuntimeConfig: () => {
        configRequested();
        const firstAttempt = new Promise<void>((resolve) => (configLoaded = resolve));
        return { firstAttempt, settled: firstAttempt };
      },
    }));
    vi.doMock("react-dom/client", () => {
      librariesLoaded();
      return {};
    });
    document.head.innerHTML = "";
    exportedRoot("/assets/login-a1.js /assets/SignInSections-b2.js https://elsewhere.example/x.js");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, "", "/");
    vi.doUnmock("./scheduling");
    vi.useRealTimers();
    visibility("visible");
    delete window.__PORTAL_ENV__;
    window.localStorage.clear();
  });

  it("requests the app and the route's own chunks only after the frame of the first paint", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    visibility("visible");
    await import("./entry");
    expect(preloads()).toEqual([]);
    expect(appLoaded).not.toHaveBeenCalled();

    vi.advanceTimersToNextFrame();
    expect(preloads()).toEqual([]);
    await vi.runAllTimersAsync();
    expect(preloads()).toEqual(["/assets/login-a1.js", "/assets/SignInSections-b2.js"]);
    await vi.waitFor(() => expect(appLoaded).toHaveBeenCalledOnce(), SLOW_IMPORT);
  });

  it("on a page with nothing exported (npm start), loads at once: there is no content to make way for", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    visibility("visible");
    document.body.innerHTML = `<div id="root"><!--app-html--></div>`;
    await import("./entry");
    // Before any frame or timer has run.
    expect(configRequested).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(appLoaded).toHaveBeenCalledOnce(), SLOW_IMPORT);
  });

  it("in a tab opened in the background, which paints nothing, loads at once", async () => {
    visibility("hidden");
    await import("./entry");
    expect(preloads()).toEqual(["/assets/login-a1.js", "/assets/SignInSections-b2.js"]);
    await vi.waitFor(() => expect(appLoaded).toHaveBeenCalledOnce(), SLOW_IMPORT);
  });

  it("evaluates the app's code in a task after the libraries'", async () => {
    let endTask = () => {};
    vi.doMock("./scheduling", () => ({
      yieldToBrowser: () => new Promise<void>((resolve) => (endTask = resolve)),
    }));
    visibility("hidden");
    await import("./entry");
    await vi.waitFor(() => expect(librariesLoaded).toHaveBeenCalledOnce(), SLOW_IMPORT);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(appLoaded).not.toHaveBeenCalled();

    endTask();
    await vi.waitFor(() => expect(appLoaded).toHaveBeenCalledOnce(), SLOW_IMPORT);
  });

  it("requests the label files of the page's language with the app's code, and hands them to the app", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    visibility("visible");
    window.history.replaceState(null, "", "/es/login");
    await import("./entry");
    expect(fetchMock).not.toHaveBeenCalled();

    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    const labelFiles = ["footer", "header", "content", "error"].map((catalog) => `/assets/i18n/${catalog}.es.json`);
    // The plan goes on in a microtask after the paint; setImmediate is not faked, and runs after them.
    await new Promise((resolve) => setImmediate(resolve));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(labelFiles);
    expect(appLoaded).not.toHaveBeenCalled();

    await vi.runAllTimersAsync();
    configLoaded();
    await vi.waitFor(() => expect(boot).toHaveBeenCalledOnce(), SLOW_IMPORT);
    const handedOver = boot.mock.calls[0]?.[0];
    expect(handedOver?.locale).toBe("es");
    await expect(handedOver?.labelFiles).resolves.toEqual({
      messages: Object.fromEntries(labelFiles.map((url) => [url, url])),
      complete: true,
    });
  });

  it("keeps the test user id once env.js has run", async () => {
    visibility("hidden");
    window.__PORTAL_ENV__ = { TEST_USER_ID: "marin-test-01" };
    await import("./entry");
    await vi.waitFor(() => expect(appLoaded).toHaveBeenCalledOnce(), SLOW_IMPORT);
    expect(window.localStorage.getItem(STORAGE_KEYS.testUserId)).toBeNull();

    configLoaded();
    await vi.waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.testUserId)).toBe("marin-test-01"), SLOW_IMPORT);
  });

  it("requests the runtime configuration with the app's code, and boots only once it has run", async () => {
    visibility("hidden");
    await import("./entry");
    expect(configRequested).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(appLoaded).toHaveBeenCalledOnce(), SLOW_IMPORT);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(boot).not.toHaveBeenCalled();

    configLoaded();
    await vi.waitFor(() => expect(boot).toHaveBeenCalledOnce(), SLOW_IMPORT);
  });
});
