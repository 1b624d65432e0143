import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PortalConfig } from "../../config/config";

export interface LegalLink {
  readonly label: MessageDescriptor;
  readonly href: string;
}

const LEGAL: ReadonlyArray<{ readonly key: keyof PortalConfig; readonly label: MessageDescriptor }> = [
  { key: "LINK_LEGAL_NOTICES", label: msg`Mentions légales` },
  { key: "LINK_PERSONAL_DATA", label: msg`Données personnelles` },
  { key: "LINK_COOKIES", label: msg`Gestion des cookies` },
  { key: "LINK_TERMS_OF_USE", label: msg`Conditions générales d'utilisation` },
];

/**
 * The legal links of spec 2.3 from the configured addresses, one slot each, in that order. A
 * link that is not configured is an empty slot rather than a broken link (config already
 * refused non-http URLs): the footer keys its items by position, and the runtime configuration
 * arrives after hydration, so a link that appeared would shift the items after it.
 */
export function legalLinks(config: PortalConfig): Array<LegalLink | undefined> {
  return LEGAL.map(({ key, label }) => {
    const href = config[key];
    return typeof href === "string" ? { label, href } : undefined;
  });
}

/** An external link that opens a new window, announced the DSFR way in its title. */
export function newWindowLinkProps(href: string, title: string) {
  return { href, target: "_blank", rel: "noopener noreferrer", title };
}
