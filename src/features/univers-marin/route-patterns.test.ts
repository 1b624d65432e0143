import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ROUTES, matchesPattern, routeAt } from "../../route-table/table";
import { isUniversMarinPath } from "../../route-table/univers-marin-path";
import { SUB_APPLICATION_ROUTES, SUB_APPLICATION_TITLE, subApplicationTitle } from "./route-patterns";

// The seafarer search is the route table's own entry now: the page a path is, under any prefix and case.
const isSeafarerSearchPath = (path: string): boolean => routeAt(path) === ROUTES.seafarerSearch;

describe("matchesPattern", () => {
  it("matches literal segments whatever their letter case", () => {
    expect(matchesPattern("/univers-marin/pmr/mes-titres", "/univers-marin/pmr/mes-titres")).toBe(true);
    expect(matchesPattern("/univers-marin/pmr/mes-titres", "/Univers-Marin/PMR/Mes-Titres")).toBe(true);
    expect(matchesPattern("/univers-marin/pmr/mes-titres", "/univers-marin/pmr/mes-titre")).toBe(false);
  });

  it("ignores the language prefix, a trailing slash, the query and the hash", () => {
    expect(matchesPattern("/univers-marin/demandes", "/en/univers-marin/demandes/")).toBe(true);
    expect(matchesPattern("/univers-marin/demandes", "/ES/univers-marin/demandes?x=1#top")).toBe(true);
    expect(matchesPattern("/univers-marin/demandes", "/de/univers-marin/demandes")).toBe(false);
  });

  it("matches any value for a :param segment, but not a missing one", () => {
    const pattern = "/univers-marin/demandes/:id/pieces";
    expect(matchesPattern(pattern, "/univers-marin/demandes/42/pieces")).toBe(true);
    expect(matchesPattern(pattern, "/fr/Univers-Marin/Demandes/AbC%20d/PIECES")).toBe(true);
    expect(matchesPattern(pattern, "/univers-marin/demandes//pieces")).toBe(false);
    expect(matchesPattern(pattern, "/univers-marin/demandes/42")).toBe(false);
    expect(matchesPattern(pattern, "/univers-marin/demandes/42/pieces/1")).toBe(false);
  });

  it("a :param segment accepts every non-empty segment value", () => {
    const segment = fc.string({ minLength: 1 }).filter((value) => !/[/?#]/.test(value));
    fc.assert(fc.property(segment, (value) => matchesPattern("/univers-marin/:any", `/univers-marin/${encodeURIComponent(value)}`)));
  });
});

describe("isUniversMarinPath", () => {
  it.each([
    "/univers-marin",
    "/univers-marin/pmr/accueil-pmr",
    "/en/univers-marin/demandes",
    "/UNIVERS-MARIN/pmr/contact",
    "/fr/Univers-Marin?x=1",
  ])("%s hosts the sub-application", (path) => {
    expect(isUniversMarinPath(path)).toBe(true);
  });

  it.each(["/login", "/fr/plan-site", "/univers-marine", "/mes-infos"])("%s does not", (path) => {
    expect(isUniversMarinPath(path)).toBe(false);
  });
});

describe("subApplicationTitle", () => {
  it("gives every route of spec 2.2 its own title", () => {
    expect(SUB_APPLICATION_ROUTES).toHaveLength(13);
    const titles = new Set(SUB_APPLICATION_ROUTES.map((route) => subApplicationTitle(route.pattern).id));
    expect(titles.size).toBe(13);
  });

  it("reads the path under any prefix and letter case", () => {
    expect(subApplicationTitle("/en/Univers-Marin/PMR/Mes-Titres").message).toBe("Mes titres");
  });

  it("falls back to a general title for an unknown page", () => {
    expect(subApplicationTitle("/univers-marin/inconnu")).toBe(SUB_APPLICATION_TITLE);
  });
});

describe("isSeafarerSearchPath", () => {
  it.each(["/univers-marin/agent/rechercher-marin", "/en/univers-marin/agent/rechercher-marin/", "/Univers-Marin/Agent/Rechercher-Marin"])(
    "%s is the seafarer search page",
    (path) => {
      expect(isSeafarerSearchPath(path)).toBe(true);
    },
  );

  it.each(["/univers-marin/agent", "/univers-marin/pmr/accueil-pmr", "/agent/rechercher-marin"])("%s is not", (path) => {
    expect(isSeafarerSearchPath(path)).toBe(false);
  });
});
