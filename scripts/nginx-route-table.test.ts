import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES } from "../src/i18n/locales";
import { ERROR_KINDS } from "../src/features/errors/error-codes";
import { HOME_ROUTE, LOGOUT_PATH, ROUTES, fillPattern } from "../src/route-table/table";
import { UNIVERS_MARIN_BASE } from "../src/route-table/univers-marin-path";
import { SUB_APPLICATION_PATHS } from "./exported-pages";

// nginx cannot read the route table: its locations that name pages or languages are written out
// in nginx/default.conf.template, and this keeps them equal to the table and to LOCALES.
const conf = readFileSync(join(import.meta.dirname, "..", "nginx", "default.conf.template"), "utf8");
const HINT = "nginx/default.conf.template has drifted from src/route-table/table.ts or LOCALES: change both";

const sorted = (values: Iterable<string>) => [...values].sort();

/** Groups of language prefixes such as (fr|en|es), (?<root_lang>fr|en|es) or (?:fr/|en/|es/), with their capture's name. */
function languageAlternations(text: string): { group: string; name: string | undefined; languages: string[] }[] {
  return [...text.matchAll(/\((?:\?<(\w+)>|\?:)?((?:[a-z]{2}\/?\|)+[a-z]{2}\/?)\)/g)].map(([group, name, codes = ""]) => ({
    group,
    name,
    languages: sorted(codes.split("|").map((code) => code.replace("/", ""))),
  }));
}

describe("nginx's locations against the route table", () => {
  it("write out the languages of LOCALES in every alternation of language prefixes", () => {
    const alternations = languageAlternations(conf);
    expect(alternations.length, HINT).toBeGreaterThanOrEqual(5);
    for (const { group, name, languages } of alternations) {
      // The referer's language only ever picks a prefix other than French's default /fr.
      const expected = name === "referer_lang" ? LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) : LOCALES;
      expect(languages, `${HINT}: ${group}`).toEqual(sorted(expected));
    }
  });

  it("give every language its not-found page", () => {
    const mapped = [...conf.matchAll(/~\*\^\/([a-z]{2})\(\/\|\$\) \/\1\/404\.html;/g)].map((match) => match[1] ?? "");
    expect(sorted(mapped), HINT).toEqual(sorted(LOCALES));
  });

  it("redirect the empty path and a bare language to the table's home", () => {
    const redirects = [...conf.matchAll(/return 302 (?:\/\$root_lang)?(\/[^;]*);/g)].map((match) => match[1]);
    expect(redirects, HINT).toEqual([HOME_ROUTE.path, HOME_ROUTE.path]);
  });

  it("serve any /univers-marin path the exported frame of its language", () => {
    const base = UNIVERS_MARIN_BASE.slice(1);
    const prefixes = LOCALES.map((locale) => `${locale}/`).join("|");
    expect(conf, HINT).toContain(`location ~* ^/(?<um_lang>(?:${prefixes})?)${base}(?:/|$) {`);
    expect(conf, HINT).toContain(`try_files $uri/index.html /\${um_lang}${base}/index.html ${ROUTES.universMarin.path}/index.html =404;`);
    expect(SUB_APPLICATION_PATHS).toContain(ROUTES.universMarin.path);
  });

  it("serve an error code without a page of its own the exported page of its family", () => {
    for (const code of [400, 500] as const) {
      const page = fillPattern(ROUTES.error.path, { errorCode: String(code) });
      expect(conf, HINT).toContain(`/\${err_lang}${page.slice(1)}/index.html =404;`);
      expect(ERROR_KINDS).toContain(code);
    }
  });

  it("proxy the table's logout address", () => {
    expect(conf, HINT).toContain(`location = ${LOGOUT_PATH} {`);
  });
});
