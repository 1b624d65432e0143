import { describe, expect, it } from "vitest";
import { isNeverFromCache, precacheUrlOf, precachedPagePaths } from "./page-urls";

describe("precachedPagePaths", () => {
  it("answers a trailing slash with the page itself", () => {
    expect(precachedPagePaths("/fr/login/")).toEqual(["/fr/login"]);
  });

  it("answers any /univers-marin path with its language's frame, whatever the letter case", () => {
    expect(precachedPagePaths("/en/univers-marin/pmr/unknown")).toEqual(["/en/univers-marin"]);
    expect(precachedPagePaths("/Univers-Marin/x")).toEqual(["/univers-marin"]);
  });

  it("answers an error code without a page of its own with its family's page", () => {
    expect(precachedPagePaths("/es/error/418")).toEqual(["/es/error/400"]);
    expect(precachedPagePaths("/error/599")).toEqual(["/error/500"]);
  });

  it("never offers a cached answer for the backend's prefixes nor env.js", () => {
    for (const path of ["/api/mes-droits", "/oauth2/authorization/fc", "/login/oauth2/code/fc", "/logout", "/env.js"]) {
      expect(isNeverFromCache(path), path).toBe(true);
      expect(precachedPagePaths(path), path).toEqual([]);
    }
    expect(isNeverFromCache("/login")).toBe(false);
  });
});

describe("precacheUrlOf", () => {
  it("precaches an exported page under its address and other files under their own", () => {
    expect(precacheUrlOf("fr/univers-marin/pmr/accueil-pmr/index.html")).toBe("/fr/univers-marin/pmr/accueil-pmr");
    expect(precacheUrlOf("assets/i18n/header.fr.json")).toBe("/assets/i18n/header.fr.json");
  });
});
