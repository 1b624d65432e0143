import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ROUTES, type RouteId, routeAt, routeIdAt } from "../../route-table/table";

/** The skip link 'Menu' targets this id (the menu's own code is loaded later, SiteHeader.tsx). */
export const MENU_ID = "menu";

/** A menu link; path is its route's, without the language prefix, which the menu adds. */
export interface MenuLink {
  readonly title: MessageDescriptor;
  readonly route: RouteId;
  readonly path: string;
  /** A plain click hands the user over to the medical-appointment site (spec point 4); the path stays the link's target otherwise. */
  readonly medicalAppointment?: true;
}

export interface MenuGroup {
  readonly title: MessageDescriptor;
  readonly links: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return "links" in entry;
}

const link = (title: MessageDescriptor, route: RouteId): MenuLink => ({ title, route, path: ROUTES[route].path });

/**
 * The main menu of spec 2.3, in its order. Targets are the sub-application routes of 2.2 and
 * the shell's /mes-infos. The spec lists four request entries for two request routes: the
 * requests screen (/univers-marin/demandes, which covers appointments, titles and training)
 * serves the three 'Demander…' entries for oneself, and the appointment route the one for
 * another person.
 */
export const MAIN_MENU: readonly MenuEntry[] = [
  link(msg`Accueil`, "home"),
  link(msg`Mon aptitude médicale`, "medicalFitness"),
  link(msg`Mes lignes de service`, "serviceLines"),
  {
    title: msg`Mes qualifications`,
    links: [link(msg`Mes titres`, "titles"), link(msg`Mes formations`, "trainings"), link(msg`Mes dérogations`, "derogations")],
  },
  {
    title: msg`Mes demandes`,
    links: [
      { ...link(msg`Demander un RDV médical`, "requests"), medicalAppointment: true },
      link(msg`Demander un RDV médical pour un autre`, "appointmentRequest"),
      link(msg`Demander un titre`, "requests"),
      link(msg`Demander une formation`, "requests"),
    ],
  },
  link(msg`Autorisation armateur`, "shipownerAuthorisation"),
  {
    title: msg`Mon compte`,
    links: [link(msg`Mes données personnelles`, "personalData"), link(msg`Mes alertes`, "alerts"), link(msg`Mes infos`, "myAccount")],
  },
  link(msg`Contactez-nous`, "contact"),
];

/** Spec 2.3: the menu is hidden where the route table says so (the agents' seafarer search). */
export function isMenuHiddenOn(pathname: string): boolean {
  return routeAt(pathname)?.menuHidden === true;
}

/**
 * The link the current page is: the first one in menu order whose route is the page's, so
 * that a page reached by several entries marks only one of them.
 */
export function currentMenuLink(pathname: string, menu: readonly MenuEntry[] = MAIN_MENU): MenuLink | undefined {
  const route = routeIdAt(pathname);
  return menu.flatMap((entry) => (isMenuGroup(entry) ? entry.links : [entry])).find((entry) => entry.route === route);
}
