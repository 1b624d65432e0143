import { describe, expect, it } from "vitest";
import { parseConfig } from "../../config/parse-config";
import { moduleHost, retryUrl, universMarinEntry, universMarinModuleUrl } from "./module-url";

describe("univers-marin's module address", () => {
  it("is the import map's univers-marin entry, and nothing without one", () => {
    const imports = { "univers-marin": "https://um.example.fr/v2/main.js", peche: "https://peche.example.fr/main.js" };
    expect(universMarinModuleUrl(parseConfig({ IMPORT_MAP: { imports } }).config)).toBe("https://um.example.fr/v2/main.js");
    expect(universMarinModuleUrl(parseConfig({ IMPORT_MAP: { imports: { peche: imports.peche } } }).config)).toBeUndefined();
    expect(universMarinModuleUrl(parseConfig({ UNIVERS_MARIN_HOST: "https://um.example.fr" }).config)).toBeUndefined();
  });

  it("asks again with a query of its own at each retry, keeping the entry's own query", () => {
    expect(retryUrl("https://um.example.fr/main.js", 0)).toBe("https://um.example.fr/main.js");
    expect(retryUrl("https://um.example.fr/main.js", 2)).toBe("https://um.example.fr/main.js?retry=2");
    expect(retryUrl("https://um.example.fr/main.js?v=3", 1)).toBe("https://um.example.fr/main.js?v=3&retry=1");
    expect(retryUrl("https://um.example.fr/main.js?retry=1", 2)).toBe("https://um.example.fr/main.js?retry=2");
  });
});

describe("moduleHost", () => {
  it.each([
    ["http://localhost:4200/main.js", "http://localhost:4200"],
    ["https://preview.um.example.fr/pr-12/main.js?v=3#x", "https://preview.um.example.fr/pr-12"],
    ["https://preview.um.example.fr/", "https://preview.um.example.fr"],
  ])("%s is served from %s", (url, host) => {
    expect(moduleHost(url)).toBe(host);
  });
});

describe("universMarinEntry", () => {
  const config = parseConfig({ IMPORT_MAP: { imports: { "univers-marin": "https://um.example.fr/main.js" } } }).config;
  it("is this browser's accepted override when there is one", () => {
    expect(universMarinEntry(config, { imports: { "univers-marin": "http://localhost:4200/main.js" } })).toBe(
      "http://localhost:4200/main.js",
    );
  });
  it("is the deployed entry otherwise", () => {
    expect(universMarinEntry(config, { imports: {} })).toBe("https://um.example.fr/main.js");
    expect(universMarinEntry({}, { imports: {} })).toBeUndefined();
  });
});
