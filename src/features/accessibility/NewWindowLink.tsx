import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

interface NewWindowLinkProps {
  readonly href: string;
  /** The link's own words, repeated in the title with DSFR's 'nouvelle fenêtre' notice. */
  readonly label: string;
  readonly children: ReactNode;
}

/** DSFR's external link: new window, no opener, the notice in the title. */
export function NewWindowLink({ href, label, children }: NewWindowLinkProps) {
  const { t } = useLingui();
  return (
    <a className="fr-link" href={href} target="_blank" rel="noopener noreferrer" title={t`${label} - nouvelle fenêtre`}>
      {children}
    </a>
  );
}
