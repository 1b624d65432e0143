import { SkipLinks } from "@codegouvfr/react-dsfr/SkipLinks";
import { useLingui } from "@lingui/react/macro";

export const MAIN_ID = "contenu";
export const MENU_ID = "menu";
export const FOOTER_ID = "footer";

export function SiteSkipLinks() {
  const { t } = useLingui();
  return (
    <SkipLinks
      links={[
        { label: t`Contenu`, anchor: `#${MAIN_ID}` },
        { label: t`Menu`, anchor: `#${MENU_ID}` },
        { label: t`Pied de page`, anchor: `#${FOOTER_ID}` },
      ]}
    />
  );
}
