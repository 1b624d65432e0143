import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locales";
import { ROUTES, ROUTE_IDS, fillPattern } from "../route-table/table";
import { isSeafarerOnlyPage, signInPageFor } from "./seafarer-pages";

describe("pages only a habilité seafarer can use (spec point 4)", () => {
  it.each([
    "/univers-marin/pmr/accueil-pmr",
    "/fr/univers-marin/pmr/aptitude-medicale",
    "/en/univers-marin/pmr/mes-titres/",
    "/es/Univers-Marin/PMR/contact",
    "/univers-marin",
    "/univers-marin/demandes",
    "/univers-marin/demandes/rendez-vous/autre",
    "/quelque/chose/univers-marin/pmr/accueil-pmr",
  ])("the sub-application's seafarer page %s", (pathname) => {
    expect(isSeafarerOnlyPage(pathname)).toBe(true);
  });

  it.each(["/mes-infos", "/fr/mes-infos", "/en/mes-infos/", "/es/mes-infos"])("the account page %s", (pathname) => {
    expect(isSeafarerOnlyPage(pathname)).toBe(true);
  });

  it.each(["/login", "/fr/login", "/en/loginAyantDroit", "/es/login-agent"])("not the sign-in page %s", (pathname) => {
    expect(isSeafarerOnlyPage(pathname)).toBe(false);
  });

  it.each(["/inscription", "/en/inscription"])("not the registration page %s", (pathname) => {
    expect(isSeafarerOnlyPage(pathname)).toBe(false);
  });

  it.each(["/univers-marin/demandes/rendez-vous", "/fr/univers-marin/demandes/rendez-vous/", "/EN/univers-marin/Demandes/Rendez-Vous"])(
    "not the ayant droit's continuation %s",
    (pathname) => {
      expect(isSeafarerOnlyPage(pathname)).toBe(false);
    },
  );

  it.each(["/univers-marin/agent/rechercher-marin", "/fr/univers-marin/agent/rechercher-marin"])(
    "not the agents' seafarer search %s",
    (pathname) => {
      expect(isSeafarerOnlyPage(pathname)).toBe(false);
    },
  );

  it.each(["/erreurRdvMarin", "/fr/erreurRdvMarin"])("not the ayant droit's appointment error page %s", (pathname) => {
    expect(isSeafarerOnlyPage(pathname)).toBe(false);
  });

  it.each(["/accessibilite", "/en/plan-site", "/fr"])("not the public page %s", (pathname) => {
    expect(isSeafarerOnlyPage(pathname)).toBe(false);
  });

  it.each(["/error/500", "/es/error/503", "/fr/nulle-part", "/mes-infos-bis"])("not the error or not-found page %s", (pathname) => {
    expect(isSeafarerOnlyPage(pathname)).toBe(false);
  });
});

describe("the sign-in page a user is sent to", () => {
  it.each([
    ["/mes-infos", "/login"],
    ["/fr/mes-infos", "/fr/login"],
    ["/en/univers-marin/pmr/accueil-pmr", "/en/login"],
    ["/es/mes-infos", "/es/login"],
  ])("from %s: %s", (pathname, target) => {
    expect(signInPageFor(pathname)).toBe(target);
  });
});

describe("the habilitation rule, read from the route table", () => {
  for (const id of ROUTE_IDS) {
    const { access, path } = ROUTES[id];
    it(`${path} is ${access === "seafarer" ? "" : "not "}a seafarer's page under every prefix`, () => {
      for (const prefix of ["", ...LOCALES.map((locale) => `/${locale}`)]) {
        expect(isSeafarerOnlyPage(`${prefix}${fillPattern(path, { errorCode: "404" })}`)).toBe(access === "seafarer");
      }
    });
  }

  it("sends to the table's sign-in page", () => {
    expect(signInPageFor("/es/mes-infos")).toBe(`/es${ROUTES.login.path}`);
  });
});
