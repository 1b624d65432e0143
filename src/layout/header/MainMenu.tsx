import { MainNavigation, type MainNavigationProps } from "@codegouvfr/react-dsfr/MainNavigation";
import { useLingui } from "@lingui/react";
import { useLocation } from "@tanstack/react-router";
import { usePrefixedPath, useRouterAnchor } from "../useRouterAnchor";
import { MAIN_MENU, currentMenuLink, isMenuGroup } from "./main-menu";

/** The skip link 'Menu' targets this id. */
export const MENU_ID = "menu";

/** DSFR's main navigation with the entries of spec 2.3, each under the current language prefix. */
export function MainMenu() {
  const { i18n } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const prefixed = usePrefixedPath();
  const anchor = useRouterAnchor();
  const current = currentMenuLink(pathname);

  const items: MainNavigationProps.Item[] = MAIN_MENU.map((entry) =>
    isMenuGroup(entry)
      ? {
          text: i18n._(entry.title),
          isActive: current !== undefined && entry.links.includes(current),
          menuLinks: entry.links.map((link) => ({
            text: i18n._(link.title),
            isActive: link === current,
            linkProps: anchor(prefixed(link.path)),
          })),
        }
      : { text: i18n._(entry.title), isActive: entry === current, linkProps: anchor(prefixed(entry.path)) },
  );
  return <MainNavigation id={MENU_ID} items={items} />;
}
