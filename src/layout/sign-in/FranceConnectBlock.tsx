import "@codegouvfr/react-dsfr/dsfr/component/connect/connect.min.css";
import { FranceConnectButton, addFranceConnectButtonTranslations } from "@codegouvfr/react-dsfr/FranceConnectButton";
import { Trans } from "@lingui/react/macro";

// react-dsfr ships French and English only; the portal also speaks Spanish.
addFranceConnectButtonTranslations({
  lang: "es",
  messages: { "what is service": ({ plus }) => `¿Qué es FranceConnect${plus ? "+" : ""}?`, "new window": "nueva ventana" },
});

interface FranceConnectBlockProps {
  /** The sign-in redirect; absent when the other provider is in use and this one is disabled. */
  readonly href: string | undefined;
}

/**
 * The FranceConnect button as DSFR presents it. DSFR's button has no disabled state, so the
 * disabled one is the same markup as a disabled native button (styled by .fr-connect:disabled).
 */
export function FranceConnectBlock({ href }: FranceConnectBlockProps) {
  if (href !== undefined) return <FranceConnectButton url={href} />;
  return (
    <div className="fr-connect-group">
      <button type="button" className="fr-btn fr-connect" disabled>
        <span className="fr-connect__login">
          <Trans>S’identifier avec</Trans>
        </span>{" "}
        <span className="fr-connect__brand">FranceConnect</span>
      </button>
    </div>
  );
}
