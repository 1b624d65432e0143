import { MainNavigation, type MainNavigationProps } from "@codegouvfr/react-dsfr/MainNavigation";
import { useLingui } from "@lingui/react";
import { useLocation } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { usePrefetchUniversMarin } from "../../features/univers-marin/usePrefetchUniversMarin";
import { HandOffRefusedAlert } from "../../features/medical-appointment/HandOffRefusedAlert";
import { PopupBlockedAlert } from "../../features/medical-appointment/PopupBlockedAlert";
import { useMedicalAppointmentHandOff } from "../../features/medical-appointment/useMedicalAppointmentHandOff";
import { type AnchorProps, usePrefixedPath, useRouterAnchor } from "../../ui/useRouterAnchor";
import { MAIN_MENU, MENU_ID, type MenuLink, currentMenuLink, isMenuGroup } from "./main-menu";
import { useMenuPresenceSignal } from "./menu-presence";

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** DSFR's main navigation with the entries of spec 2.3, each under the current language prefix. */
export function MainMenu() {
  const { i18n } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const prefixed = usePrefixedPath();
  const anchor = useRouterAnchor();
  const current = currentMenuLink(pathname);
  const handOff = useMedicalAppointmentHandOff();
  usePrefetchUniversMarin();
  useMenuPresenceSignal();

  const linkProps = (link: MenuLink): AnchorProps => {
    const props = anchor(prefixed(link.path));
    if (!link.medicalAppointment) return props;
    return {
      href: props.href,
      onClick: (event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        handOff.start();
      },
    };
  };

  const items: MainNavigationProps.Item[] = MAIN_MENU.map((entry) =>
    isMenuGroup(entry)
      ? {
          text: i18n._(entry.title),
          isActive: current !== undefined && entry.links.includes(current),
          menuLinks: entry.links.map((link) => ({
            text: i18n._(link.title),
            isActive: link === current,
            linkProps: linkProps(link),
          })),
        }
      : { text: i18n._(entry.title), isActive: entry === current, linkProps: linkProps(entry) },
  );
  return (
    <>
      <MainNavigation id={MENU_ID} items={items} />
      {handOff.problem === "popup-blocked" ? <PopupBlockedAlert /> : null}
      {handOff.problem === "refused-url" ? <HandOffRefusedAlert /> : null}
    </>
  );
}
