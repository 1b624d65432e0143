import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locales";
import {
  HOME_ROUTE,
  ROUTES,
  ROUTE_IDS,
  type RouteId,
  fillPattern,
  isSubApplicationRoute,
  normalisePath,
  pathSegments,
  routeAt,
  routeIdAt,
  siteMapPaths,
  splatOf,
} from "./table";
import { ROUTE_TITLES, titleAt } from "./titles";

const PREFIXES = ["", ...LOCALES.map((locale) => `/${locale}`)];
const idsWith = (predicate: (id: RouteId) => boolean) => ROUTE_IDS.filter(predicate).sort();
/** A concrete address of each route, its parameters given a value. */
const addressOf = (id: RouteId) => fillPattern(ROUTES[id].path, { errorCode: "404" });

describe("the route table", () => {
  it("holds the shell routes of spec 2.1 and the sub-application's of spec 2.2, and its frame", () => {
    expect(ROUTE_IDS.filter((id) => !ROUTES[id].path.startsWith("/univers-marin")).map((id) => ROUTES[id].path)).toEqual([
      "/login",
      "/loginAyantDroit",
      "/login-agent",
      "/inscription",
      "/mes-infos",
      "/erreurRdvMarin",
      "/plan-site",
      "/accessibilite",
      "/error/:errorCode?",
    ]);
    expect(ROUTE_IDS.filter((id) => isSubApplicationRoute(ROUTES[id]))).toHaveLength(13);
    expect(ROUTES.universMarin.path).toBe("/univers-marin");
  });

  it("declares each path once", () => {
    const paths = ROUTE_IDS.map((id) => ROUTES[id].path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("names the sign-in pages, the public pages and the seafarer's pages of the README's rules", () => {
    expect(idsWith((id) => ROUTES[id].access === "sign-in")).toEqual(["login", "loginAgent", "loginAyantDroit"]);
    expect(idsWith((id) => ROUTES[id].access === "public")).toEqual(["accessibility", "error", "siteMap"]);
    expect(idsWith((id) => ROUTES[id].access === "signed-in")).toEqual([
      "appointmentError",
      "appointmentRequest",
      "registration",
      "seafarerSearch",
    ]);
    expect(idsWith((id) => ROUTES[id].access === "seafarer")).toEqual(
      ROUTE_IDS.filter(
        (id) =>
          id === "myAccount" || (ROUTES[id].path.startsWith("/univers-marin") && id !== "appointmentRequest" && id !== "seafarerSearch"),
      ).sort(),
    );
  });

  it("hides the menu on the agents' seafarer search only (spec 2.3)", () => {
    expect(idsWith((id) => ROUTES[id].menuHidden)).toEqual(["seafarerSearch"]);
  });

  it("has the home of spec 2.1 and its splat under the shell's univers-marin route", () => {
    expect(HOME_ROUTE.path).toBe("/univers-marin/pmr/accueil-pmr");
    expect(splatOf(HOME_ROUTE)).toBe("pmr/accueil-pmr");
  });

  it("gives the routes the spec names their exact titles", () => {
    expect(ROUTE_TITLES.appointmentError.message).toBe("Informations sur le marin concerné par le rendez-vous médical : erreur");
    expect(ROUTE_TITLES.myAccount.message).toBe("Mon compte");
    expect(new Set(ROUTE_IDS.map((id) => ROUTE_TITLES[id].id)).size).toBe(ROUTE_IDS.length);
  });
});

describe("the path normaliser", () => {
  it("drops the query, the hash, empty segments and the letter case, keeping the prefix", () => {
    expect(normalisePath("/FR/Login/?x=1#top")).toBe("/fr/login");
    expect(normalisePath("//univers-marin//pmr/")).toBe("/univers-marin/pmr");
    expect(normalisePath("/")).toBe("/");
  });

  it("reads the segments without a language prefix, decoded", () => {
    expect(pathSegments("/EN/univers-marin/a%20b/")).toEqual(["univers-marin", "a b"]);
    expect(pathSegments("/de/login")).toEqual(["de", "login"]);
    expect(pathSegments("/english/login")).toEqual(["english", "login"]);
  });
});

describe("the route of a path", () => {
  for (const id of ROUTE_IDS) {
    it(`finds ${id} under every prefix, letter case and trailing slash`, () => {
      for (const prefix of PREFIXES) {
        const address = `${prefix}${addressOf(id)}`;
        expect(routeIdAt(address)).toBe(id);
        expect(routeIdAt(`${address.toUpperCase()}/`)).toBe(id);
        expect(titleAt(address)).toBe(ROUTE_TITLES[id]);
      }
    });
  }

  it("is the sub-application's frame for any other path containing /univers-marin", () => {
    expect(routeAt("/univers-marin/inconnu")).toBe(ROUTES.universMarin);
    expect(routeAt("/fr/univers-marin/demandes/rendez-vous/autre")).toBe(ROUTES.universMarin);
  });

  it("is none for an unknown page, a prefix the portal lacks, or a route's longer path", () => {
    for (const path of ["/", "/fr", "/nulle-part", "/de/login", "/login/x", "/error/404/x", "/mes-infos-bis"])
      expect(routeAt(path), path).toBeUndefined();
  });

  it("takes the error route with or without its code", () => {
    expect(routeIdAt("/en/error")).toBe("error");
    expect(routeIdAt("/error/abc")).toBe("error");
  });
});

describe("the site map's destinations", () => {
  it("are spec 2.4's, in its order", () => {
    expect(siteMapPaths()).toEqual([
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
});
