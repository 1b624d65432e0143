import type { HeaderProps } from "@codegouvfr/react-dsfr/Header";
import type { HeaderUser } from "./UserIdentity";

/** The server's logout address on the portal's own origin (DESIGN.md). */
export const LOGOUT_PATH = "/logout";

/**
 * The header's logout link: only for a signed-in user. A real link to /logout, which the
 * session's own logout (onLogout) replaces when given.
 */
export function logoutItem(user: HeaderUser | undefined, text: string, onLogout?: () => void): HeaderProps.QuickAccessItem | null {
  if (!user) return null;
  return {
    iconId: "fr-icon-logout-box-r-line",
    text,
    linkProps: {
      href: LOGOUT_PATH,
      onClick: (event) => {
        if (!onLogout) return;
        event.preventDefault();
        onLogout();
      },
    },
  };
}
