// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PortalConfig } from "../../config/config";

const DEPLOYED = { imports: { "univers-marin": "https://um.example.fr/main.js", peche: "https://peche.example.fr/main.js" } };
const ALLOWED: PortalConfig = { IMPORT_MAP: DEPLOYED, IMPORT_MAP_OVERRIDE_ORIGINS: ["http://localhost:4200"] };

/**
 * The library's browser build, the one Vite bundles (the package's default export); Vitest's node
 * condition would pick its server build.
 */
const BROWSER_BUILD = "../../../node_modules/import-map-overrides/dist/import-map-overrides.js";

/** A fresh copy of the module: it keeps the overrides it read for the page's life. */
const freshModule = async () => {
  vi.resetModules();
  return import("./module-overrides");
};

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = "";
  delete window.importMapOverrides;
});
afterEach(() => vi.restoreAllMocks());

describe("loadModuleOverrides", () => {
  it("without IMPORT_MAP_OVERRIDE_ORIGINS, loads nothing and reads nothing of the browser's storage", async () => {
    const { loadModuleOverrides } = await freshModule();
    localStorage.setItem("import-map-override:univers-marin", "http://localhost:4200/main.js");
    const reads = [vi.spyOn(Storage.prototype, "getItem"), vi.spyOn(Storage.prototype, "key")];
    const loadLibrary = vi.fn(async () => undefined);
    const overrides = await loadModuleOverrides({ IMPORT_MAP: DEPLOYED }, { loadLibrary, doc: document, win: window });
    expect(overrides).toEqual({ applied: [], refused: [] });
    expect(loadLibrary).not.toHaveBeenCalled();
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    expect(document.head.innerHTML).toBe("");
  });

  it("with it, reads import-map-overrides' stored overrides, applies the allowed ones, inserts no map of its own, and clears them", async () => {
    const { loadModuleOverrides, clearModuleOverrides } = await freshModule();
    localStorage.setItem("import-map-override:univers-marin", "http://localhost:4200/main.js");
    localStorage.setItem("import-map-override:peche", "https://evil.example.fr/peche.js");
    const overrides = await loadModuleOverrides(ALLOWED, {
      loadLibrary: () => import(/* @vite-ignore */ BROWSER_BUILD),
      doc: document,
      win: window,
    });
    expect(overrides).toEqual({
      applied: [{ name: "univers-marin", url: "http://localhost:4200/main.js" }],
      refused: [{ name: "peche", url: "https://evil.example.fr/peche.js", reason: "origin-not-allowed" }],
    });
    expect(document.querySelectorAll('script[type="systemjs-importmap"]')).toHaveLength(0);
    expect(document.querySelector('meta[name="importmap-type"]')?.hasAttribute("use-injector")).toBe(true);

    clearModuleOverrides();
    expect(localStorage.getItem("import-map-override:univers-marin")).toBeNull();
    expect(localStorage.getItem("import-map-override:peche")).toBeNull();
  });

  it("reads them once for the page's life", async () => {
    const { loadModuleOverrides } = await freshModule();
    const loadLibrary = vi.fn(async () => {
      window.importMapOverrides = { getOverrideMap: () => ({ imports: {} }), resetOverrides: () => undefined };
    });
    const deps = { loadLibrary, doc: document, win: window };
    await loadModuleOverrides(ALLOWED, deps);
    await loadModuleOverrides(ALLOWED, deps);
    expect(loadLibrary).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["fails to load", () => Promise.reject(new Error("chunk failed"))],
    ["does not start", () => Promise.resolve()],
  ])("leaves the deployed modules, with an error in the console, when the library %s", async (_case, loadLibrary) => {
    const { loadModuleOverrides } = await freshModule();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await loadModuleOverrides(ALLOWED, { loadLibrary, doc: document, win: window })).toEqual({ applied: [], refused: [] });
    expect(error).toHaveBeenCalledWith(expect.stringContaining("[module-overrides]"), expect.any(Error));
  });
});
