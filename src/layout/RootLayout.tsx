import { useLingui } from "@lingui/react";
import { useConfig } from "../config/useConfig";
import { deferredPart } from "../ui/deferred-part";
import { useState } from "react";
import { Outlet, useLocation, useMatches } from "@tanstack/react-router";
import { ConnectionNotice } from "../offline/ConnectionNotice";
import { UpdateNotice } from "../offline/UpdateNotice";
import { registerDsfrLabels } from "./dsfr-labels";
import { SiteFooter } from "./footer/SiteFooter";
import { isMenuHiddenOn } from "./header/main-menu";
import { MenuPresenceContext, createMenuPresence } from "./header/menu-presence";
import { SiteHeader } from "./header/SiteHeader";
import { useLayoutSession } from "./layout-session";
import { SessionErrorAlert } from "../session/SessionErrorAlert";
import { SessionTimeLimit } from "../session/time-limit/SessionTimeLimit";
import { AgentBanner } from "./agent-banner/AgentBanner";
import { isSubApplicationMatch } from "./route-titles";
import { RouteAnnouncer } from "./RouteAnnouncer";
import { SiteBreadcrumb } from "./SiteBreadcrumb";
import { MAIN_ID, SiteSkipLinks } from "./SiteSkipLinks";

// Only where the environment allows module overrides (a testing environment): elsewhere its code is never asked for.
const ModuleOverrideNotice = deferredPart(() =>
  import("../features/module-overrides/ModuleOverrideNotice").then((module) => module.ModuleOverrideNotice),
);

/**
 * The frame of every page, in the order of spec 2.3: skip links, header, main (breadcrumb
 * unless the sub-application is mounted, then the page), footer. The session plugs in here
 * through useLayoutSession: the user, the account link, the language call and whether the menu is enabled.
 */
export function RootLayout() {
  const { i18n } = useLingui();
  // Before any DSFR component renders, so that the export and the browser show the same labels.
  registerDsfrLabels(i18n);
  const pathname = useLocation({ select: (location) => location.pathname });
  const subApplication = isSubApplicationMatch(useMatches());
  const { menuEnabled, user, account, onSelectLanguage } = useLayoutSession();
  const showMenu = menuEnabled && !isMenuHiddenOn(pathname);
  const [menuPresence] = useState(createMenuPresence);
  const overridesAllowed = useConfig().IMPORT_MAP_OVERRIDE_ORIGINS !== undefined;

  return (
    <MenuPresenceContext value={menuPresence}>
      <SiteSkipLinks withMenu={showMenu} />
      <ConnectionNotice subApplication={subApplication} />
      <UpdateNotice />
      {overridesAllowed && <ModuleOverrideNotice />}
      <SiteHeader showMenu={showMenu} user={user} account={account} onSelectLanguage={onSelectLanguage} />
      <AgentBanner />
      <main id={MAIN_ID} tabIndex={-1} role="main">
        {!subApplication && <SiteBreadcrumb />}
        <SessionErrorAlert />
        <Outlet />
      </main>
      <SiteFooter />
      <RouteAnnouncer />
      <SessionTimeLimit />
    </MenuPresenceContext>
  );
}
