import { describe, expect, it } from "vitest";
import { siteMapPaths } from "../../route-table/table";
import { UNIVERS_MARIN_BASE } from "../../route-table/univers-marin-path";
import { SITE_MAP, type SiteMapEntry } from "./site-map";

function flatten(entries: readonly SiteMapEntry[]): SiteMapEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

/** Spec 2.2: the univers-marin routes the site map may point to. */
const SUB_APPLICATION_ROUTES = [
  "pmr/accueil-pmr",
  "pmr/aptitude-medicale",
  "pmr/lignes-de-service",
  "pmr/mes-titres",
  "pmr/formations",
  "pmr/derogations",
  "pmr/gestion-autorisations",
  "pmr/donnees-personnelles",
  "pmr/gestion-alertes",
  "pmr/contact",
  "demandes",
  "demandes/rendez-vous",
  "agent/rechercher-marin",
];

describe("the site map", () => {
  const all = flatten(SITE_MAP);

  it("points every sub-application entry to a route of spec 2.2", () => {
    for (const entry of all) {
      if (entry.target?.kind === "sub-application") expect(SUB_APPLICATION_ROUTES).toContain(entry.target.path);
    }
  });

  it("has every destination of spec 2.4 once", () => {
    const destinations = all.flatMap((entry) => {
      const target = entry.target;
      if (!target) return [];
      if (target.kind === "sub-application") return [`/univers-marin/${target.path}`];
      if (target.kind === "shell") return [target.to.replace("/{-$lang}", "")];
      return [target.href];
    });
    expect(destinations).toEqual([
      "/univers-marin/pmr/accueil-pmr",
      "/univers-marin/pmr/aptitude-medicale",
      "/univers-marin/pmr/lignes-de-service",
      "/univers-marin/pmr/mes-titres",
      "/univers-marin/pmr/formations",
      "/univers-marin/pmr/derogations",
      "/univers-marin/demandes/rendez-vous",
      "/univers-marin/demandes",
      "/univers-marin/pmr/gestion-autorisations",
      "/univers-marin/pmr/donnees-personnelles",
      "/univers-marin/pmr/gestion-alertes",
      "/logout",
      "/univers-marin/pmr/contact",
      "/mes-infos",
      "/accessibilite",
    ]);
  });

  it("groups qualifications, requests and account as the spec does", () => {
    const groups = SITE_MAP.filter((entry) => entry.children).map((entry) => entry.children?.length);
    expect(groups).toEqual([3, 2, 2]);
  });
});

describe("the site map, read from the route table", () => {
  it("links the table's site map destinations, in their order, to their routes' paths", () => {
    const links = flatten(SITE_MAP).flatMap((entry) => {
      const target = entry.target;
      if (!target) return [];
      if (target.kind === "sub-application") return [`${UNIVERS_MARIN_BASE}/${target.path}`];
      if (target.kind === "shell") return [target.to.replace("/{-$lang}", "")];
      return [target.href];
    });
    expect(links).toEqual(siteMapPaths());
  });
});
