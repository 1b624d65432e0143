import { describe, expect, it } from "vitest";
import { SUB_APPLICATION_ROUTES } from "../src/features/univers-marin/route-patterns";
import { ERROR_KINDS } from "../src/features/errors/error-codes";
import { ROUTES, ROUTE_IDS } from "../src/route-table/table";
import { SHELL_PATHS, SUB_APPLICATION_PATHS, exportedPages } from "./exported-pages";

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

describe("the exported pages, read from the route table", () => {
  it("are every route the table exports, the error route once per code with texts", () => {
    const exported = ROUTE_IDS.filter((id) => ROUTES[id].exported && id !== "error").map((id) => ROUTES[id].path);
    const errors = ERROR_KINDS.map((code) => `/error/${code}`);
    expect([...SHELL_PATHS, ...SUB_APPLICATION_PATHS].sort()).toEqual([...exported, ...errors].sort());
  });
});
