import { useLingui } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { MENU_ID } from "./header/main-menu";
import { useMenuInDocument } from "./header/menu-presence";

export const MAIN_ID = "contenu";
export const FOOTER_ID = "footer";

/**
 * Following an anchor only moves the reading position; keyboard users need focus itself to
 * move, so the target is made focusable (tabindex -1) and focused.
 */
function moveFocus(event: MouseEvent<HTMLAnchorElement>): void {
  const id = event.currentTarget.hash.slice(1);
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus();
}

/** DSFR skip links, the first Tab stops of every page (spec 2.3); "Menu" once the menu is there to reach. */
export function SiteSkipLinks({ withMenu }: { readonly withMenu: boolean }) {
  const { t } = useLingui();
  const menuInDocument = useMenuInDocument();
  const links = [
    { label: t`Contenu`, id: MAIN_ID },
    ...(withMenu && menuInDocument ? [{ label: t`Menu`, id: MENU_ID }] : []),
    { label: t`Pied de page`, id: FOOTER_ID },
  ];
  return (
    <div className="fr-skiplinks">
      <nav className="fr-container" role="navigation" aria-label={t`Accès rapide`}>
        <ul className="fr-skiplinks__list">
          {links.map((link) => (
            <li key={link.id}>
              <a className="fr-link" href={`#${link.id}`} onClick={moveFocus}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
