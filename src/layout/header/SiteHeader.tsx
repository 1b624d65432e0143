import { Header, type HeaderProps } from "@codegouvfr/react-dsfr/Header";
import { useLingui } from "@lingui/react/macro";
import { useConfig } from "../../config/useConfig";
import { BrandTop } from "../BrandTop";
import { useHomeLinkProps } from "../../ui/useHomeLinkProps";
import type { SelectLanguage } from "./language-choice";
import { LanguageSelector } from "./LanguageSelector";
import { deferredPart } from "../../ui/deferred-part";
import { type AccountLink, accountItem } from "./session-items";
import { UserIdentity, type HeaderUser } from "./UserIdentity";

// Shown once the session says the user is habilité, which the export never knows: its code
// is not needed for the first render.
const MainMenu = deferredPart(() => import("./MainMenu").then((module) => module.MainMenu));

export type { HeaderUser } from "./UserIdentity";

/** What the session gives the header; without a session it shows neither identity nor account link. */
export interface SiteHeaderProps {
  readonly showMenu: boolean;
  readonly user?: HeaderUser;
  readonly account?: AccountLink;
  readonly onSelectLanguage?: SelectLanguage;
}

export function SiteHeader({ showMenu, user, account, onSelectLanguage }: SiteHeaderProps) {
  const { t } = useLingui();
  const config = useConfig();
  const homeLinkProps = useHomeLinkProps();

  const external = (
    href: string | undefined,
    text: string,
    iconId: HeaderProps.QuickAccessItem["iconId"],
  ): HeaderProps.QuickAccessItem | null =>
    href === undefined
      ? null
      : { iconId, text, linkProps: { href, target: "_blank", rel: "noopener noreferrer", title: t`${text} - nouvelle fenêtre` } };

  const accountLink = accountItem(account, { logout: t`Se déconnecter`, login: t`Se connecter` });

  return (
    <Header
      brandTop={<BrandTop />}
      serviceTitle={t`Portail du marin`}
      serviceTagline={t`Vos démarches maritimes en un seul endroit`}
      homeLinkProps={homeLinkProps}
      // react-dsfr keys and names each item by its position: one fixed slot per item, left
      // empty (and hidden by layout/empty-slots.css) while it has nothing to show, so that the
      // session's answer fills a slot instead of shifting the items after it, which would
      // be unmounted and mounted again, taking a keyboard user's focus with them.
      quickAccessItems={[
        user ? <UserIdentity key="user" user={user} /> : null,
        external(config.SHIPOWNER_PORTAL_URL, t`Espace armateur`, "ri-ship-line"),
        external(config.YACHT_OWNER_PORTAL_URL, t`Espace plaisancier`, "ri-sailboat-line"),
        accountLink,
        <LanguageSelector key="lang" onSelectLanguage={onSelectLanguage} />,
      ]}
      navigation={showMenu ? <MainMenu /> : undefined}
      disableDisplay
    />
  );
}
