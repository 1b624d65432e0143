// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { exportedForThisPage, shouldHydrate } from "./hydration";

function root(mark: string | null, html = "<p>page</p>") {
  const element = document.createElement("div");
  if (mark !== null) element.setAttribute("data-prerendered", mark);
  element.innerHTML = html;
  return element;
}

describe("shouldHydrate", () => {
  it("hydrates the page exported for this path, with or without a trailing slash", () => {
    expect(shouldHydrate(root("/fr/login"), "/fr/login", false)).toBe(true);
    expect(shouldHydrate(root("/fr/login"), "/fr/login/", false)).toBe(true);
  });

  it("hydrates the not-found page only where the router finds nothing either", () => {
    expect(shouldHydrate(root("not-found"), "/nowhere", true)).toBe(true);
    expect(shouldHydrate(root("not-found"), "/fr/error/999", false)).toBe(false);
  });

  it("renders in the browser when the export was for another path or is absent", () => {
    expect(shouldHydrate(root("/fr/error"), "/fr/error/999", false)).toBe(false);
    expect(shouldHydrate(root(null), "/fr/login", false)).toBe(false);
    expect(shouldHydrate(root("/fr/login", ""), "/fr/login", false)).toBe(false);
  });
});

describe("exportedForThisPage", () => {
  it("is true of this very path's export only: not the frame nginx answers an odd-case path with, nor the not-found page", () => {
    expect(exportedForThisPage(root("/en/univers-marin/pmr/mes-titres"), "/en/univers-marin/pmr/mes-titres/")).toBe(true);
    expect(exportedForThisPage(root("/en/univers-marin"), "/en/Univers-Marin/PMR/Mes-Titres")).toBe(false);
    expect(exportedForThisPage(root("not-found"), "/univers-marin/nulle-part")).toBe(false);
    expect(exportedForThisPage(root("/fr/login", ""), "/fr/login")).toBe(false);
  });
});
