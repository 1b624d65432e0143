// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { ROUTE_MODULES_ATTRIBUTE, routeModules } from "./route-modules";

function root(value?: string): Element {
  const element = document.createElement("div");
  if (value !== undefined) element.setAttribute(ROUTE_MODULES_ATTRIBUTE, value);
  return element;
}

describe("routeModules", () => {
  it("reads the chunks the export listed", () => {
    expect(routeModules(root("/assets/login-Dz3txEHd.js /assets/SignInSections-D-RC39Io.js"))).toEqual([
      "/assets/login-Dz3txEHd.js",
      "/assets/SignInSections-D-RC39Io.js",
    ]);
  });

  it("keeps nothing but the build's own chunks", () => {
    expect(routeModules(root("https://evil.example/x.js //evil.example/a.js /assets/../api/x.js /assets/a.js?x /assets/ok-1.js"))).toEqual([
      "/assets/ok-1.js",
    ]);
  });

  it("is empty without a list or a root", () => {
    expect(routeModules(root())).toEqual([]);
    expect(routeModules(null)).toEqual([]);
  });
});
