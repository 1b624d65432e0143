import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type SiteMapTarget =
  | { readonly kind: "shell"; readonly to: "/{-$lang}/mes-infos" | "/{-$lang}/accessibilite" }
  /** A univers-marin screen (spec 2.2), under the shell's splat route. */
  | { readonly kind: "sub-application"; readonly path: string }
  /** The server's logout (DESIGN.md: GET /logout), not a page of the portal. */
  | { readonly kind: "server"; readonly href: "/logout" };

export interface SiteMapEntry {
  readonly label: MessageDescriptor;
  readonly target?: SiteMapTarget;
  readonly children?: readonly SiteMapEntry[];
}

const sub = (path: string): SiteMapTarget => ({ kind: "sub-application", path });

/** Spec 2.4, in its order and grouping, with the main menu's labels (spec 2.3). */
export const SITE_MAP: readonly SiteMapEntry[] = [
  { label: msg`Accueil`, target: sub("pmr/accueil-pmr") },
  { label: msg`Mon aptitude médicale`, target: sub("pmr/aptitude-medicale") },
  { label: msg`Mes lignes de service`, target: sub("pmr/lignes-de-service") },
  {
    label: msg`Mes qualifications`,
    children: [
      { label: msg`Mes titres`, target: sub("pmr/mes-titres") },
      { label: msg`Mes formations`, target: sub("pmr/formations") },
      { label: msg`Mes dérogations`, target: sub("pmr/derogations") },
    ],
  },
  {
    label: msg`Mes demandes`,
    children: [
      { label: msg`Demander un RDV médical pour un autre`, target: sub("demandes/rendez-vous") },
      { label: msg`Demander un titre`, target: sub("demandes") },
    ],
  },
  { label: msg`Autorisation armateur`, target: sub("pmr/gestion-autorisations") },
  {
    label: msg`Mon compte`,
    children: [
      { label: msg`Mes données personnelles`, target: sub("pmr/donnees-personnelles") },
      { label: msg`Mes alertes`, target: sub("pmr/gestion-alertes") },
    ],
  },
  { label: msg`Se déconnecter`, target: { kind: "server", href: "/logout" } },
  { label: msg`Contactez-nous`, target: sub("pmr/contact") },
  { label: msg`Mes infos`, target: { kind: "shell", to: "/{-$lang}/mes-infos" } },
  { label: msg`Accessibilité`, target: { kind: "shell", to: "/{-$lang}/accessibilite" } },
];
