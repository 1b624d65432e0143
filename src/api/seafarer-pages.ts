/**
 * Who may stay on which page once the habilitations have answered (spec point 4): the one
 * place that says which pages only a habilité seafarer can use, and where the others are sent.
 * Pure, like policies.ts: the caller passes the page's path.
 */

const LANG_PREFIX = /^\/(?:fr|en|es)(?=\/|$)/;

/** Any path containing /univers-marin mounts the sub-application (spec 2.2), in any letter case. */
const SUB_APPLICATION = /\/univers-marin(?:\/|$)/i;

/**
 * Sub-application pages that are not the habilité seafarer's: the ayant droit's continuation
 * (the medical appointment booked for a seafarer, spec 2.4 /loginAyantDroit) and the agents'
 * seafarer search, which the agent's rights govern, not a habilitation.
 */
const NOT_SEAFARER_ONLY = /\/univers-marin\/(?:demandes\/rendez-vous|agent\/rechercher-marin)\/?$/i;

/** Shell pages of a habilité seafarer: the account page. */
const SEAFARER_SHELL_PAGE = /^\/mes-infos\/?$/;

/**
 * Pages only a habilité seafarer can use: every sub-application page but the two above, and
 * /mes-infos. A user connected without habilitation keeps the sign-in pages, /inscription,
 * /erreurRdvMarin, the public pages, the error pages and the not-found page.
 */
export function isSeafarerOnlyPage(pathname: string): boolean {
  if (SUB_APPLICATION.test(pathname)) return !NOT_SEAFARER_ONLY.test(pathname);
  return SEAFARER_SHELL_PAGE.test(pathname.replace(LANG_PREFIX, ""));
}

/** The seafarer sign-in page a user is sent to from pathname, in the page's language prefix. */
export function signInPageFor(pathname: string): string {
  return `${LANG_PREFIX.exec(pathname)?.[0] ?? ""}/login`;
}
