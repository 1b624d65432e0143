import { describe, expect, it } from "vitest";
import { acceptedOverrides, overrideImportMap } from "./accepted-overrides";

const DEPLOYED = { imports: { "univers-marin": "https://um.example.fr/main.js", peche: "https://peche.example.fr/main.js" } };
const ALLOWED = ["http://localhost:4200", "https://preview.um.example.fr"];

describe("acceptedOverrides", () => {
  it("applies an override of a deployed module from an allowed origin", () => {
    const overrides = acceptedOverrides({ imports: { "univers-marin": "http://localhost:4200/main.js" } }, DEPLOYED, ALLOWED);
    expect(overrides).toEqual({ applied: [{ name: "univers-marin", url: "http://localhost:4200/main.js" }], refused: [] });
    expect(overrideImportMap(overrides)).toEqual({ imports: { "univers-marin": "http://localhost:4200/main.js" } });
  });

  it.each([
    ["https://evil.example.fr/main.js", "origin-not-allowed"],
    ["http://localhost:4201/main.js", "origin-not-allowed"],
    ["https://localhost:4200/main.js", "origin-not-allowed"],
    ["http://localhost.evil.fr:4200/main.js", "origin-not-allowed"],
    ["http://localhost:4200.evil.fr/main.js", "not-a-url"],
    ["http://user@localhost:4200/main.js", "not-a-url"],
    ["//localhost:4200/univers-marin.js", "not-a-url"],
    ["/main.js", "not-a-url"],
    ["javascript:alert(1)", "not-a-url"],
    ["data:text/javascript,alert(1)", "not-a-url"],
    ["", "not-a-url"],
  ])("refuses %j (%s)", (url, reason) => {
    expect(acceptedOverrides({ imports: { "univers-marin": url } }, DEPLOYED, ALLOWED)).toEqual({
      applied: [],
      refused: [{ name: "univers-marin", url, reason }],
    });
  });

  it.each(["unknown", "__proto__", "constructor", "toString", "<img src=x onerror=alert(1)>"])(
    "refuses %j, which the deployed map does not name",
    (name) => {
      const overrides = acceptedOverrides(
        JSON.parse(`{"imports":{${JSON.stringify(name)}:"http://localhost:4200/main.js"}}`),
        DEPLOYED,
        ALLOWED,
      );
      expect(overrides.applied).toEqual([]);
      expect(overrides.refused).toEqual([{ name, url: "http://localhost:4200/main.js", reason: "not-a-module" }]);
    },
  );

  it("refuses a value that is not a string, keeping the others", () => {
    const overrides = acceptedOverrides(
      { imports: { "univers-marin": 42, peche: "https://preview.um.example.fr/peche.js" } },
      DEPLOYED,
      ALLOWED,
    );
    expect(overrides).toEqual({
      applied: [{ name: "peche", url: "https://preview.um.example.fr/peche.js" }],
      refused: [{ name: "univers-marin", url: "42", reason: "not-a-url" }],
    });
  });

  it.each([undefined, null, "x", [], { imports: null }, { imports: ["x"] }])("reads %j as no override", (map) => {
    expect(acceptedOverrides(map, DEPLOYED, ALLOWED)).toEqual({ applied: [], refused: [] });
  });

  it("applies nothing when no origin is allowed", () => {
    const overrides = acceptedOverrides({ imports: { "univers-marin": "http://localhost:4200/main.js" } }, DEPLOYED, []);
    expect(overrides.applied).toEqual([]);
    expect(overrides.refused.map((refusal) => refusal.reason)).toEqual(["origin-not-allowed"]);
  });
});
