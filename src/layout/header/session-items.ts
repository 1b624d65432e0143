import type { HeaderProps } from "@codegouvfr/react-dsfr/Header";
import { LOGOUT_PATH } from "../../route-table/table";

/**
 * The header's account link, as the session decides (spec points 4 and 6): a logout for a
 * signed-in user, a sign-in link for a user who is not habilité on a sign-in page, else none.
 */
export type AccountLink = { readonly kind: "logout"; readonly onLogout?: () => void } | { readonly kind: "login"; readonly href: string };

export interface AccountTexts {
  readonly logout: string;
  readonly login: string;
}

/** The logout is a real link to /logout, which the session's own logout (onLogout) replaces when given. */
export function accountItem(link: AccountLink | undefined, texts: AccountTexts): HeaderProps.QuickAccessItem | null {
  if (!link) return null;
  if (link.kind === "login") return { iconId: "fr-icon-account-circle-line", text: texts.login, linkProps: { href: link.href } };
  const { onLogout } = link;
  return {
    iconId: "fr-icon-logout-box-r-line",
    text: texts.logout,
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
