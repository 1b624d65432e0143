import { describe, expect, it } from "vitest";
import { SUB_APPLICATION_ROUTES } from "../src/univers-marin/route-patterns";
import { SUB_APPLICATION_PATHS, exportedPages } from "./exported-pages";

describe("exported sub-application frames", () => {
  it("cover every route of spec 2.2 and the language's fallback frame", () => {
    expect([...SUB_APPLICATION_PATHS].sort()).toEqual(["/univers-marin", ...SUB_APPLICATION_ROUTES.map((route) => route.pattern)].sort());
  });

  it("are exported under every prefix", () => {
    const files = exportedPages().map((page) => page.file);
    for (const prefix of ["", "/fr", "/en", "/es"]) {
      expect(files).toContain(`${prefix}/univers-marin/index.html`);
      expect(files).toContain(`${prefix}/univers-marin/agent/rechercher-marin/index.html`);
    }
  });
});
