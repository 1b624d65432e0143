import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  LOGOUT_PATH,
  ROUTES,
  type RouteId,
  SITE_MAP_TREE,
  type SiteMapDestination,
  type SiteMapNode,
  isSubApplicationRoute,
  splatOf,
} from "../../route-table/table";
import { ROUTE_TITLES } from "../../route-table/titles";

/** The shell pages the site map links, as the router names them. */
type ShellDestination = "myAccount" | "accessibility";
type ShellTo = `/{-$lang}${(typeof ROUTES)[ShellDestination]["path"]}`;

export type SiteMapTarget =
  | { readonly kind: "shell"; readonly to: ShellTo }
  /** A univers-marin screen (spec 2.2), under the shell's splat route. */
  | { readonly kind: "sub-application"; readonly path: string }
  /** The server's logout (docs/decisions.md: GET /logout), not a page of the portal. */
  | { readonly kind: "server"; readonly href: typeof LOGOUT_PATH };

export interface SiteMapEntry {
  readonly label: MessageDescriptor;
  readonly target?: SiteMapTarget;
  readonly children?: readonly SiteMapEntry[];
}

/** The main menu's labels (spec 2.3) where they differ from the page's title. */
const MENU_LABELS: Partial<Record<RouteId, MessageDescriptor>> = {
  appointmentRequest: msg`Demander un RDV médical pour un autre`,
  requests: msg`Demander un titre`,
  myAccount: msg`Mes infos`,
};

const GROUP_LABELS = {
  qualifications: msg`Mes qualifications`,
  requests: msg`Mes demandes`,
  account: msg`Mon compte`,
} as const;

function isShellDestination(destination: SiteMapDestination): destination is ShellDestination {
  return destination === "myAccount" || destination === "accessibility";
}

function entryOf(destination: SiteMapDestination): SiteMapEntry {
  if (destination === "logout") return { label: msg`Se déconnecter`, target: { kind: "server", href: LOGOUT_PATH } };
  const label = MENU_LABELS[destination] ?? ROUTE_TITLES[destination];
  if (isShellDestination(destination)) return { label, target: { kind: "shell", to: `/{-$lang}${ROUTES[destination].path}` } };
  const route = ROUTES[destination];
  if (!isSubApplicationRoute(route)) throw new Error(`the site map cannot link ${route.path}: name it a shell destination`);
  return { label, target: { kind: "sub-application", path: splatOf(route) } };
}

function nodeOf(node: SiteMapNode): SiteMapEntry {
  return typeof node === "string" ? entryOf(node) : { label: GROUP_LABELS[node.group], children: node.children.map(entryOf) };
}

/** Spec 2.4, in its order and grouping (the route table's SITE_MAP_TREE), with the main menu's labels (spec 2.3). */
export const SITE_MAP: readonly SiteMapEntry[] = SITE_MAP_TREE.map(nodeOf);
