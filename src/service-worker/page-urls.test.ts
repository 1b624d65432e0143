import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isNeverFromCache, offlineNotFoundPage, precacheUrlOf, precachedPagePaths } from "./page-urls";

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

describe("offlineNotFoundPage", () => {
  it("is the 404 error page of the path's language, in any letter case, the French one without a language", () => {
    expect(offlineNotFoundPage("/en/nowhere")).toBe("/en/error/404");
    expect(offlineNotFoundPage("/ES")).toBe("/es/error/404");
    expect(offlineNotFoundPage("/fr/mes-infos/x/y")).toBe("/fr/error/404");
    expect(offlineNotFoundPage("/nowhere")).toBe("/error/404");
    expect(offlineNotFoundPage("/english/page")).toBe("/error/404");
  });

  it("stands in, language for language, for the page nginx's $portal_not_found_page map gives", () => {
    const template = readFileSync(join(import.meta.dirname, "..", "..", "nginx", "default.conf.template"), "utf8");
    const map = /map \$uri \$portal_not_found_page \{([^}]*)\}/.exec(template)?.[1] ?? "";
    const entries = [...map.matchAll(/~\*\^\/(\w+)\(\/\|\$\) \/(\w+)\/404\.html;/g)].map(
      ([, language = "", pageLanguage = ""]) => [language, pageLanguage] as const,
    );
    expect(entries.map(([language]) => language).sort()).toEqual(["en", "es", "fr"]);
    for (const [language, pageLanguage] of entries)
      expect(offlineNotFoundPage(`/${language.toUpperCase()}/unknown`), language).toBe(`/${pageLanguage}/error/404`);
    expect(map).toContain("default /404.html;");
    expect(offlineNotFoundPage("/unknown")).toBe("/error/404");
  });
});
