import { describe, expect, it } from "vitest";
import { MODULE_HOST_CHUNK, MODULE_OVERRIDES_CHUNKS, type Manifest, moduleHostAssets, pageAssets } from "./page-assets";

const manifest: Manifest = {
  "index.html": { file: "assets/index.js", css: ["assets/index.css"], isEntry: true, dynamicImports: ["_libraries.js", "_shell.js"] },
  "_libraries.js": { file: "assets/libraries.js", imports: ["index.html"] },
  "_shell.js": { file: "assets/shell.js", imports: ["_libraries.js", "index.html"] },
  "src/routes/{-$lang}/login.tsx?tsr-split=component": {
    file: "assets/login.js",
    css: ["assets/login.css"],
    imports: ["_shared.js", "_shell.js", "index.html"],
  },
  "_shared.js": { file: "assets/shared.js", css: ["assets/shared.css", "assets/index.css"] },
  "src/routes/{-$lang}/plan-site.tsx?tsr-split=component": { file: "assets/plan-site.js" },
};

describe("pageAssets", () => {
  it("gives the app's chunks, then the route chunk's stylesheets and modules and those of what it imports, but not the entry's", () => {
    expect(pageAssets(manifest, ["__root__", "/{-$lang}", "/{-$lang}/login"])).toEqual({
      stylesheets: ["/assets/login.css", "/assets/shared.css"],
      modules: ["/assets/libraries.js", "/assets/shell.js", "/assets/login.js", "/assets/shared.js"],
    });
  });

  it("gives nothing more for a page whose chunk has no stylesheet", () => {
    expect(pageAssets(manifest, ["/{-$lang}/plan-site"])).toEqual({
      stylesheets: [],
      modules: ["/assets/libraries.js", "/assets/shell.js", "/assets/plan-site.js"],
    });
  });

  it("leaves out the module host, which the entry imports only on a /univers-marin page: no stylesheet of it blocks a page", () => {
    const entryWithHost: Manifest = {
      ...manifest,
      "index.html": {
        ...manifest["index.html"],
        file: "assets/index.js",
        dynamicImports: ["_libraries.js", "_shell.js", MODULE_HOST_CHUNK],
      },
      [MODULE_HOST_CHUNK]: { file: "assets/host.js", css: ["assets/host.css"], imports: ["index.html"] },
    };
    expect(pageAssets(entryWithHost, ["__root__"])).toEqual({ stylesheets: [], modules: ["/assets/libraries.js", "/assets/shell.js"] });
  });

  it("leaves out the module overrides' code and library, which only an environment that allows overrides loads", () => {
    const entryWithLibrary: Manifest = {
      ...manifest,
      "index.html": {
        ...manifest["index.html"],
        file: "assets/index.js",
        dynamicImports: ["_libraries.js", "_shell.js", ...MODULE_OVERRIDES_CHUNKS],
      },
      ...Object.fromEntries(MODULE_OVERRIDES_CHUNKS.map((key, index) => [key, { file: `assets/overrides-${index}.js` }])),
    };
    expect(pageAssets(entryWithLibrary, ["__root__"])).toEqual({ stylesheets: [], modules: ["/assets/libraries.js", "/assets/shell.js"] });
  });

  it("gives the app's chunks to a page without a route chunk of its own", () => {
    expect(pageAssets(manifest, ["__root__"])).toEqual({ stylesheets: [], modules: ["/assets/libraries.js", "/assets/shell.js"] });
  });
});

describe("moduleHostAssets", () => {
  it("gives the host's chunk, what it imports but the entry, and its stylesheet", () => {
    const withHost: Manifest = {
      ...manifest,
      [MODULE_HOST_CHUNK]: { file: "assets/host.js", css: ["assets/host.css"], imports: ["_single-spa.js", "index.html"] },
      "_single-spa.js": { file: "assets/single-spa.js" },
    };
    expect(moduleHostAssets(withHost)).toEqual({
      stylesheets: ["/assets/host.css"],
      modules: ["/assets/host.js", "/assets/single-spa.js"],
    });
  });

  it.each([["_shell.js"], ["_libraries.js"]])(
    "refuses a host's chunk that imports the app's %s, which a /univers-marin page would then wait for before the module",
    (appChunk) => {
      const sharing: Manifest = {
        ...manifest,
        [MODULE_HOST_CHUNK]: { file: "assets/host.js", imports: [appChunk, "index.html"] },
      };
      expect(() => moduleHostAssets(sharing)).toThrow(/imports the app's .*belongs to the page's entry/);
    },
  );

  it("refuses a build without the host's chunk, whose pages would wait for it unannounced", () => {
    expect(() => moduleHostAssets(manifest)).toThrow(MODULE_HOST_CHUNK);
  });
});
