import { Footer } from "@codegouvfr/react-dsfr/Footer";
import { useLingui } from "@lingui/react/macro";
import { useParams } from "@tanstack/react-router";
import { FOOTER_ID } from "../SiteSkipLinks";

export function SiteFooter() {
  const { t } = useLingui();
  const { lang } = useParams({ strict: false });
  return (
    <Footer
      id={FOOTER_ID}
      brandTop={
        <>
          Ministère
          <br />
          de la Mer
          <br />
          et de la Pêche
        </>
      }
      homeLinkProps={{ to: "/{-$lang}/login", params: { lang }, title: t`Accueil - Portail du marin` }}
      accessibility="partially compliant"
      contentDescription={t`Le portail du marin rassemble les démarches maritimes des marins et de leurs ayants droit.`}
    />
  );
}
