import { setupI18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { notFound } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { documentTitle } from "./document-title";
import { isNotFoundMatch, isSubApplicationMatch, routeTitles, routeTrail } from "./route-titles";

const root = { status: "success", pathname: "/", staticData: {} };
const lang = { status: "success", pathname: "/fr", staticData: {} };
const page = (title: string, pathname: string) => ({ status: "success", pathname, staticData: { title: { id: title, message: title } } });
const i18n = setupI18n({ locale: "fr", messages: { fr: {} } });
const label = (titles: ReturnType<typeof routeTitles>) => titles.map((title) => title.message);

describe("breadcrumb trail and document title", () => {
  it("takes the titles of the matched routes, outermost first, with their paths", () => {
    const matches = [root, lang, page("Mon compte", "/fr/mes-infos")];
    expect(routeTrail(matches).map((item) => [item.title.message, item.pathname])).toEqual([["Mon compte", "/fr/mes-infos"]]);
    const nested = [root, lang, page("Demandes", "/fr/demandes"), page("Rendez-vous", "/fr/demandes/rdv")];
    expect(label(routeTitles(nested))).toEqual(["Demandes", "Rendez-vous"]);
  });

  it("is only the not-found title when the router found nothing", () => {
    const matches = [{ ...root, status: "notFound", error: notFound() }, lang, page("Mon compte", "/fr/mes-infos")];
    expect(isNotFoundMatch(matches)).toBe(true);
    expect(label(routeTitles(matches))).toEqual(["Page non trouvée"]);
    expect(isSubApplicationMatch([...matches, { ...root, staticData: { subApplication: true } }])).toBe(false);
  });

  it("recognises the sub-application's route", () => {
    expect(
      isSubApplicationMatch([root, lang, { status: "success", pathname: "/fr/univers-marin/x", staticData: { subApplication: true } }]),
    ).toBe(true);
    expect(isSubApplicationMatch([root, lang, page("Plan du site", "/fr/plan-site")])).toBe(false);
  });

  it("titles the document with the product name and the last breadcrumb label", () => {
    expect(documentTitle(i18n, ["Demandes", "Rendez-vous"])).toBe("Portail du marin | Rendez-vous");
    expect(documentTitle(i18n, [i18n._(msg`Plan du site`)])).toBe("Portail du marin | Plan du site");
  });

  it("falls back to 'Accueil' for a title-less route", () => {
    expect(routeTitles([root, lang, { status: "success", pathname: "/fr/x", staticData: {} }])).toEqual([]);
    expect(documentTitle(i18n, [])).toBe("Portail du marin | Accueil");
  });

  it("translates through the catalog of the active language", () => {
    const en = setupI18n({ locale: "en", messages: { en: { [msg`Portail du marin`.id]: "Seafarer portal" } } });
    expect(documentTitle(en, ["Site map"])).toBe("Seafarer portal | Site map");
  });
});
