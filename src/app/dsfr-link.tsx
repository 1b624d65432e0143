import { Link, type LinkComponentProps } from "@tanstack/react-router";
import type { AnchorHTMLAttributes } from "react";

type ExternalProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

function isExternal(props: object): props is ExternalProps {
  return "href" in props && typeof props.href === "string" && !("to" in props && props.to !== undefined);
}

/**
 * DSFR components render the router's Link for internal targets; react-dsfr's own links and
 * configured portals come as { href } (react-dsfr's type allows it) and stay plain anchors.
 */
export function DsfrLink(props: LinkComponentProps) {
  if (isExternal(props)) return <a {...props} />;
  return <Link {...props} />;
}

declare module "@codegouvfr/react-dsfr/spa" {
  interface RegisterLink {
    Link: typeof DsfrLink;
  }
}
