import { Header, type HeaderProps } from "@codegouvfr/react-dsfr/Header";
import { useLingui } from "@lingui/react/macro";
import { useParams } from "@tanstack/react-router";
import { useConfig } from "../../config/useConfig";
import { LanguageSelector } from "./LanguageSelector";

export function SiteHeader() {
  const { t } = useLingui();
  const { lang } = useParams({ strict: false });
  const config = useConfig();

  const external = (
    href: string | undefined,
    text: string,
    iconId: HeaderProps.QuickAccessItem["iconId"],
  ): HeaderProps.QuickAccessItem | null =>
    href === undefined
      ? null
      : {
          iconId,
          text,
          linkProps: { href, target: "_blank", rel: "noopener noreferrer", title: t`${text} - nouvelle fenêtre` },
        };

  return (
    <Header
      brandTop={
        <>
          Ministère
          <br />
          de la Mer
          <br />
          et de la Pêche
        </>
      }
      serviceTitle={t`Portail du marin`}
      serviceTagline={t`Vos démarches maritimes en un seul endroit`}
      homeLinkProps={{ to: "/{-$lang}/login", params: { lang }, title: t`Accueil - Portail du marin` }}
      quickAccessItems={[
        external(config.SHIPOWNER_PORTAL_URL, t`Espace armateur`, "ri-ship-line"),
        external(config.YACHT_OWNER_PORTAL_URL, t`Espace plaisancier`, "ri-sailboat-line"),
        <LanguageSelector key="lang" />,
      ]}
    />
  );
}
