import { afterEach, describe, expect, it, vi } from "vitest";
import { getConfig, subscribeConfig } from "./config";
import { loadRuntimeConfig } from "./load-runtime-config";

const requested = () => Array.from(document.head.querySelectorAll("script"), (script) => script.getAttribute("src"));

describe("loadRuntimeConfig", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    delete window.__PORTAL_ENV__;
  });

  it("requests /env.js as a classic script and settles once it has run", async () => {
    let settled = false;
    const { firstAttempt, settled: done } = loadRuntimeConfig();
    void done.then(() => (settled = true));
    expect(requested()).toEqual(["/env.js"]);
    const script = document.head.querySelector("script");
    expect(script?.type).toBe("");
    await Promise.resolve();
    expect(settled).toBe(false);
    script?.dispatchEvent(new Event("load"));
    await firstAttempt;
    await done;
    expect(settled).toBe(true);
  });

  it("settles too when it fails to load online: the app starts and getConfig reports it missing", async () => {
    const { settled } = loadRuntimeConfig();
    document.head.querySelector("script")?.dispatchEvent(new Event("error"));
    await expect(settled).resolves.toBeUndefined();
  });

  it("offline, lets the app start, then requests it again once the connection is back, and the app reads it", async () => {
    const onLine = vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let settled = false;
    const loading = loadRuntimeConfig();
    void loading.settled.then(() => (settled = true));
    document.head.querySelector("script")?.dispatchEvent(new Event("error"));
    await loading.firstAttempt;
    expect(getConfig().UNIVERS_MARIN_HOST).toBeUndefined();
    expect(settled).toBe(false);
    expect(requested()).toEqual([]);

    const reread = vi.fn();
    subscribeConfig(reread);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    expect(requested()).toEqual(["/env.js"]);
    window.__PORTAL_ENV__ = { UNIVERS_MARIN_HOST: "https://um.example.gouv.fr" };
    document.head.querySelector("script")?.dispatchEvent(new Event("load"));
    await loading.settled;
    expect(reread).toHaveBeenCalledOnce();
    expect(getConfig().UNIVERS_MARIN_HOST).toBe("https://um.example.gouv.fr");
  });
});
