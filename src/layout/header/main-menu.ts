import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { stripLocale } from "../../i18n/locales";
import { isSeafarerSearchPath, isUniversMarinPath } from "../../univers-marin/route-patterns";

/** The skip link 'Menu' targets this id (the menu's own code is loaded later, SiteHeader.tsx). */
export const MENU_ID = "menu";

/** A menu link; path is without the language prefix, which the menu adds. */
export interface MenuLink {
  readonly title: MessageDescriptor;
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

const um = (rest: string) => `/univers-marin/${rest}`;

/**
 * The main menu of spec 2.3, in its order. Targets are the sub-application routes of 2.2 and
 * the shell's /mes-infos. The spec lists four request entries for two request routes: the
 * requests screen (/univers-marin/demandes, which covers appointments, titles and training)
 * serves the three 'Demander…' entries for oneself, and the appointment route the one for
 * another person.
 */
export const MAIN_MENU: readonly MenuEntry[] = [
  { title: msg`Accueil`, path: um("pmr/accueil-pmr") },
  { title: msg`Mon aptitude médicale`, path: um("pmr/aptitude-medicale") },
  { title: msg`Mes lignes de service`, path: um("pmr/lignes-de-service") },
  {
    title: msg`Mes qualifications`,
    links: [
      { title: msg`Mes titres`, path: um("pmr/mes-titres") },
      { title: msg`Mes formations`, path: um("pmr/formations") },
      { title: msg`Mes dérogations`, path: um("pmr/derogations") },
    ],
  },
  {
    title: msg`Mes demandes`,
    links: [
      { title: msg`Demander un RDV médical`, path: um("demandes"), medicalAppointment: true },
      { title: msg`Demander un RDV médical pour un autre`, path: um("demandes/rendez-vous") },
      { title: msg`Demander un titre`, path: um("demandes") },
      { title: msg`Demander une formation`, path: um("demandes") },
    ],
  },
  { title: msg`Autorisation armateur`, path: um("pmr/gestion-autorisations") },
  {
    title: msg`Mon compte`,
    links: [
      { title: msg`Mes données personnelles`, path: um("pmr/donnees-personnelles") },
      { title: msg`Mes alertes`, path: um("pmr/gestion-alertes") },
      { title: msg`Mes infos`, path: "/mes-infos" },
    ],
  },
  { title: msg`Contactez-nous`, path: um("pmr/contact") },
];

/** The page as the menu compares it: no language prefix, lower case, no trailing slash. */
function comparable(pathname: string): string {
  const path = stripLocale(pathname.replace(/^\/(fr|en|es)(?=\/|$)/i, (prefix) => prefix.toLowerCase())).toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * Pages only a habilité seafarer stays on (anyone else is logged out or sent away, spec 6): the
 * menu is there before the session has answered, in their export too, so that it does not
 * appear after the first paint and push the page down under the user's finger.
 */
export function isMenuExpectedOn(pathname: string): boolean {
  return isUniversMarinPath(pathname) || comparable(pathname) === "/mes-infos";
}

/** The menu is hidden on the agents' seafarer search page, whatever the prefix or letter case (route pattern of 2.2). */
export function isMenuHiddenOn(pathname: string): boolean {
  return isSeafarerSearchPath(pathname);
}

/**
 * The link the current page is: the first one in menu order whose path is the page's, so
 * that a page reached by several entries marks only one of them.
 */
export function currentMenuLink(pathname: string, menu: readonly MenuEntry[] = MAIN_MENU): MenuLink | undefined {
  const page = comparable(pathname);
  return menu.flatMap((entry) => (isMenuGroup(entry) ? entry.links : [entry])).find((link) => link.path.toLowerCase() === page);
}
