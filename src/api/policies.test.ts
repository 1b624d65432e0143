import { describe, expect, it } from "vitest";
import { ROUTES, ROUTE_IDS, fillPattern } from "../route-table/table";
import { errorPageFor, failureAction, isLoginPage, isPublicPage, needsXsrfHeader, readCookie } from "./policies";

const ORIGIN = "https://portail.mer.gouv.fr";
const PREFIXES = ["", "/fr", "/en", "/es"];

describe("needsXsrfHeader", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE", "post"])("%s to the portal's own origin carries the header", (method) => {
    expect(needsXsrfHeader(method, "/api/evenements", ORIGIN)).toBe(true);
    expect(needsXsrfHeader(method, `${ORIGIN}/api/evenements`, ORIGIN)).toBe(true);
  });

  it.each(["GET", "HEAD", "get"])("%s never carries it", (method) => {
    expect(needsXsrfHeader(method, "/api/mes-droits", ORIGIN)).toBe(false);
  });

  it.each([
    "https://ailleurs.example.org/api/evenements",
    "http://portail.mer.gouv.fr/api/evenements",
    "https://portail.mer.gouv.fr:8443/api/evenements",
    "//ailleurs.example.org/api",
  ])("never to another origin: %s", (url) => {
    expect(needsXsrfHeader("POST", url, ORIGIN)).toBe(false);
  });
});

describe("readCookie", () => {
  it("finds the named cookie among others and decodes it", () => {
    expect(readCookie("a=1; XSRF-TOKEN=ab%3Dcd; b=2", "XSRF-TOKEN")).toBe("ab=cd");
    expect(readCookie("NOT-XSRF-TOKEN=1", "XSRF-TOKEN")).toBeUndefined();
    expect(readCookie("", "XSRF-TOKEN")).toBeUndefined();
  });
});

describe("the 401 rule", () => {
  for (const prefix of PREFIXES) {
    for (const page of ["/login", "/loginAyantDroit", "/login-agent"]) {
      it(`${prefix}${page} is a login page: no logout`, () => {
        expect(isLoginPage(`${prefix}${page}`)).toBe(true);
        expect(failureAction(401, `${prefix}${page}`)).toEqual({ kind: "none" });
        expect(failureAction(401, `${prefix}${page}/`)).toEqual({ kind: "none" });
      });
    }
    for (const page of ["/accessibilite", "/plan-site", "/error/404", "/error/abc", "/error/"]) {
      it(`${prefix}${page} is a public page a visitor reads: no logout`, () => {
        expect(isPublicPage(`${prefix}${page}`)).toBe(true);
        expect(failureAction(401, `${prefix}${page}`)).toEqual({ kind: "none" });
      });
    }
    for (const page of [
      "/mes-infos",
      "/inscription",
      "/univers-marin/pmr/accueil-pmr",
      "/login-agents",
      "/loginX",
      "/plan-site/login-x",
      "/error/404/mes-infos",
      "/accessibilite-x",
    ]) {
      it(`${prefix}${page} logs out`, () => {
        expect(failureAction(401, `${prefix}${page}`)).toEqual({ kind: "logout" });
      });
    }
  }

  it("a prefix other than fr, en or es is not a login page", () => {
    expect(isLoginPage("/de/login")).toBe(false);
  });
});

describe("5xx redirects", () => {
  const cases: ReadonlyArray<[string, string]> = [
    ["", "/fr"],
    ["/fr", "/fr"],
    ["/en", "/en"],
    ["/es", "/es"],
  ];
  for (const [prefix, lang] of cases) {
    for (const status of [500, 503]) {
      it(`${status} under "${prefix}" goes to ${lang}/error/${status}`, () => {
        expect(errorPageFor(status, `${prefix}/mes-infos`)).toBe(`${lang}/error/${status}`);
        expect(failureAction(status, `${prefix}/login`)).toEqual({ kind: "redirect", to: `${lang}/error/${status}` });
      });
      it(`${status} on ${prefix}/error/… stays put`, () => {
        expect(errorPageFor(status, `${prefix}/error/500`)).toBeNull();
      });
    }
  }

  it.each([400, 403, 404, 408, 502, 504])("%s is left to the caller", (status) => {
    expect(failureAction(status, "/fr/mes-infos")).toEqual({ kind: "none" });
  });

  it("a path merely starting with the letters en is French", () => {
    expect(errorPageFor(500, "/entree")).toBe("/fr/error/500");
  });

  it("a 401 on a form page logs out", () => {
    expect(failureAction(401, "/fr/inscription")).toEqual({ kind: "logout" });
  });
});

describe("the 401 rule, read from the route table", () => {
  for (const id of ROUTE_IDS) {
    const { access, path } = ROUTES[id];
    const address = fillPattern(path, { errorCode: "500" });
    it(`${address} (${access}): ${access === "sign-in" || access === "public" ? "no logout" : "logout"}`, () => {
      for (const prefix of PREFIXES) {
        expect(isLoginPage(`${prefix}${address}`)).toBe(access === "sign-in");
        expect(isPublicPage(`${prefix}${address}`)).toBe(access === "public");
        expect(failureAction(401, `${prefix}${address}`).kind).toBe(access === "sign-in" || access === "public" ? "none" : "logout");
      }
    });
  }
});
