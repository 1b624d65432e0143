import { describe, expect, it } from "vitest";
import { ROUTES, ROUTE_IDS, fillPattern } from "../../route-table/table";
import { MAIN_MENU, currentMenuLink, isMenuGroup, isMenuHiddenOn } from "./main-menu";

const label = (entry: { readonly title: { readonly message?: string } }): string | undefined => entry.title.message;

describe("main menu", () => {
  it("has every entry and sub-entry of spec 2.3 in order", () => {
    expect(MAIN_MENU.map(label)).toEqual([
      "Accueil",
      "Mon aptitude médicale",
      "Mes lignes de service",
      "Mes qualifications",
      "Mes demandes",
      "Autorisation armateur",
      "Mon compte",
      "Contactez-nous",
    ]);
    const groups = Object.fromEntries(
      MAIN_MENU.filter(isMenuGroup).map((group): [string, (string | undefined)[]] => [label(group) ?? "", group.links.map(label)]),
    );
    expect(groups).toEqual({
      "Mes qualifications": ["Mes titres", "Mes formations", "Mes dérogations"],
      "Mes demandes": ["Demander un RDV médical", "Demander un RDV médical pour un autre", "Demander un titre", "Demander une formation"],
      "Mon compte": ["Mes données personnelles", "Mes alertes", "Mes infos"],
    });
  });

  it("points 'Mes infos' and the appointment for another person where the spec says", () => {
    const links = MAIN_MENU.flatMap((entry) => (isMenuGroup(entry) ? entry.links : [entry]));
    expect(links.find((link) => label(link) === "Mes infos")?.path).toBe("/mes-infos");
    expect(links.find((link) => label(link) === "Demander un RDV médical pour un autre")?.path).toBe("/univers-marin/demandes/rendez-vous");
    expect(links.find((link) => label(link) === "Accueil")?.path).toBe("/univers-marin/pmr/accueil-pmr");
  });

  it.each([
    "/univers-marin/agent/rechercher-marin",
    "/fr/univers-marin/agent/rechercher-marin",
    "/EN/Univers-Marin/AGENT/rechercher-marin/",
    "/es/univers-marin/agent/Rechercher-Marin",
  ])("is hidden on %s", (path) => {
    expect(isMenuHiddenOn(path)).toBe(true);
  });

  it.each([
    "/univers-marin/agent",
    "/fr/plan-site",
    "/univers-marin/agent/rechercher-marin/detail",
    "/de/univers-marin/agent/rechercher-marin",
  ])("is shown on %s", (path) => {
    expect(isMenuHiddenOn(path)).toBe(false);
  });

  it("marks the first entry matching the page, whatever the prefix and case", () => {
    expect(label(currentMenuLink("/en/univers-marin/PMR/mes-titres") ?? { title: {} })).toBe("Mes titres");
    expect(label(currentMenuLink("/univers-marin/demandes/") ?? { title: {} })).toBe("Demander un RDV médical");
    expect(label(currentMenuLink("/es/mes-infos") ?? { title: {} })).toBe("Mes infos");
    expect(currentMenuLink("/fr/plan-site")).toBeUndefined();
  });
});

describe("the main menu, read from the route table", () => {
  const links = MAIN_MENU.flatMap((entry) => (isMenuGroup(entry) ? entry.links : [entry]));

  it("points each link to its route's path, never to a page where the menu is hidden", () => {
    for (const link of links) {
      expect(link.path).toBe(ROUTES[link.route].path);
      expect(ROUTES[link.route].menuHidden).toBe(false);
    }
  });

  it.each(ROUTE_IDS)("is hidden on %s where the table says so", (id) => {
    const { path, menuHidden } = ROUTES[id];
    const address = `/en${fillPattern(path, { errorCode: "404" })}`;
    expect(isMenuHiddenOn(address)).toBe(menuHidden);
  });

  it("marks the link of the page's route", () => {
    for (const link of links) expect(currentMenuLink(`/fr${link.path}`)?.route).toBe(link.route);
  });
});
