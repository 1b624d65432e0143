import "@codegouvfr/react-dsfr/dsfr/component/connect/connect.min.css";
import { useLingui } from "@lingui/react/macro";

interface FranceConnectBlockProps {
  /** The sign-in redirect; absent when the other provider is in use and this one is disabled. */
  readonly href: string | undefined;
}

/**
 * FranceConnect's wording is part of its brand and stays French in every language, so it is
 * marked lang="fr" for screen readers on /en and /es (RGAA 8.7). react-dsfr's
 * FranceConnectButton takes no attribute for it: this is its markup, and DSFR's button has no
 * disabled state, so the disabled one is the same markup on a disabled native button (styled by
 * .fr-connect:disabled).
 */
export function FranceConnectBlock({ href }: FranceConnectBlockProps) {
  const { t } = useLingui();
  const wording = (
    <>
      <span className="fr-connect__login">S’identifier avec</span> <span className="fr-connect__brand">FranceConnect</span>
    </>
  );
  if (href === undefined) {
    return (
      <div className="fr-connect-group">
        <button type="button" className="fr-btn fr-connect" lang="fr" disabled>
          {wording}
        </button>
      </div>
    );
  }
  const label = t`Qu’est-ce que FranceConnect ?`;
  return (
    <div className="fr-connect-group">
      <a className="fr-btn fr-connect" lang="fr" href={href}>
        {wording}
      </a>
      <p>
        <a href="https://franceconnect.gouv.fr/" target="_blank" rel="noopener" title={t`${label} - nouvelle fenêtre`}>
          {label}
        </a>
      </p>
    </div>
  );
}
