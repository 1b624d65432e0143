import { describe, expect, it } from "vitest";
import { framePreloads } from "./frame-preloads";
import { RUNTIME_CONFIG_SRC } from "../../src/config/load-runtime-config";

describe("framePreloads", () => {
  const moduleHost = { stylesheets: ["/assets/host.css"], modules: ["/assets/host.js", "/assets/runtime.js"] };

  it("asks for the host's chunks, its stylesheet and env.js, and nothing of the app's code nor its label files", () => {
    expect(framePreloads(moduleHost)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/host.js">',
      '<link rel="modulepreload" crossorigin href="/assets/runtime.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/host.css">',
      // The address the entry asks for, so that the browser hands the preload over.
      `<link rel="preload" as="script" href="${RUNTIME_CONFIG_SRC}">`,
    ]);
  });
});
