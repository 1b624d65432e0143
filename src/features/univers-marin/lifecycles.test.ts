import { describe, expect, it } from "vitest";
import { readLifecycles } from "./lifecycles";

const URL = "https://um.example/main.js";

describe("readLifecycles", () => {
  it("accepts functions and arrays of functions, run in order", async () => {
    const calls: string[] = [];
    const lifecycles = readLifecycles<string>(
      {
        bootstrap: () => calls.push("bootstrap"),
        mount: [async () => calls.push("mount 1"), () => calls.push("mount 2")],
        unmount: async () => calls.push("unmount"),
      },
      URL,
    );
    await lifecycles.bootstrap("props");
    await lifecycles.mount("props");
    await lifecycles.unmount("props");
    expect(calls).toEqual(["bootstrap", "mount 1", "mount 2", "unmount"]);
  });

  it("treats bootstrap as optional", async () => {
    const lifecycles = readLifecycles<string>({ mount: () => undefined, unmount: () => undefined }, URL);
    await expect(lifecycles.bootstrap("props")).resolves.toBeUndefined();
  });

  it("names what a module without lifecycles lacks", () => {
    expect(() => readLifecycles({ name: "x" }, URL)).toThrow(`${URL} does not export the single-spa lifecycles mount, unmount`);
    expect(() => readLifecycles(undefined, URL)).toThrow(/mount, unmount/);
    expect(() => readLifecycles({ bootstrap: "no", mount: () => 1, unmount: () => 1 }, URL)).toThrow(/lifecycles bootstrap /);
    expect(() => readLifecycles({ mount: [], unmount: () => 1 }, URL)).toThrow(/lifecycles mount /);
  });

  it("passes a rejection on", async () => {
    const lifecycles = readLifecycles<string>({ mount: () => Promise.reject(new Error("boom")), unmount: () => undefined }, URL);
    await expect(lifecycles.mount("props")).rejects.toThrow("boom");
  });
});
