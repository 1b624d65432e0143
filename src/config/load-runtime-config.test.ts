import { afterEach, describe, expect, it } from "vitest";
import { loadRuntimeConfig } from "./load-runtime-config";

const requested = () => Array.from(document.head.querySelectorAll("script"), (script) => script.getAttribute("src"));

describe("loadRuntimeConfig", () => {
  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("requests /env.js as a classic script and settles once it has run", async () => {
    let settled = false;
    const loading = loadRuntimeConfig().then(() => (settled = true));
    expect(requested()).toEqual(["/env.js"]);
    const script = document.head.querySelector("script");
    expect(script?.type).toBe("");
    await Promise.resolve();
    expect(settled).toBe(false);
    script?.dispatchEvent(new Event("load"));
    await loading;
    expect(settled).toBe(true);
  });

  it("settles too when it fails to load: the app starts and getConfig reports it missing", async () => {
    const loading = loadRuntimeConfig();
    document.head.querySelector("script")?.dispatchEvent(new Event("error"));
    await expect(loading).resolves.toBeUndefined();
  });
});
