import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type RouteId, routeIdAt } from "./table";

/**
 * Each route's title, for the breadcrumb and the document title (spec 2.3): beside the table
 * rather than in it because Lingui's macros only run in code Vite compiles, and the table is
 * also read by Node scripts. The type asks for one title per route of the table, no more.
 */
export const ROUTE_TITLES: { readonly [Id in RouteId]: MessageDescriptor } = {
  login: msg`Se connecter à mon espace marin`,
  loginAyantDroit: msg`Se connecter pour prendre un RDV médical à la place d'un marin`,
  loginAgent: msg`Se connecter à l'espace marin en tant qu'agent`,
  registration: msg`Finalisation de l'inscription`,
  myAccount: msg`Mon compte`,
  appointmentError: msg`Informations sur le marin concerné par le rendez-vous médical : erreur`,
  siteMap: msg`Plan du site`,
  accessibility: msg`Accessibilité`,
  error: msg`Erreur`,
  // A sub-application page that is not in the table.
  universMarin: msg`Espace marin`,
  // The sub-application's titles are the menu's labels where it has one.
  home: msg`Accueil`,
  medicalFitness: msg`Mon aptitude médicale`,
  serviceLines: msg`Mes lignes de service`,
  titles: msg`Mes titres`,
  trainings: msg`Mes formations`,
  derogations: msg`Mes dérogations`,
  shipownerAuthorisation: msg`Autorisation armateur`,
  personalData: msg`Mes données personnelles`,
  alerts: msg`Mes alertes`,
  contact: msg`Contactez-nous`,
  requests: msg`Mes demandes`,
  appointmentRequest: msg`Demander un RDV médical`,
  seafarerSearch: msg`Rechercher un marin`,
};

/** The title of the page at path; undefined where the table has no route (the not-found page). */
export function titleAt(path: string): MessageDescriptor | undefined {
  const id = routeIdAt(path);
  return id === undefined ? undefined : ROUTE_TITLES[id];
}
