import { useApiClient } from "../api/api-client-context";
import { useMutation } from "@tanstack/react-query";
import { useLocation } from "@tanstack/react-router";
import { selectionLangueMutationOptions } from "../api/selection-langue";
import { type Session, useSession } from "../session/useSession";
import type { SelectLanguage } from "./header/language-choice";
import type { AccountLink } from "./header/session-items";
import type { HeaderUser } from "./header/UserIdentity";

/** What the layout needs from the session and the backend. */
export interface LayoutSession {
  /** Spec 2.3 and 6: the menu is enabled for a habilité seafarer; until the session has answered, where one is expected. */
  readonly menuEnabled: boolean;
  /** The identity banner's user; without one the header shows no identity. */
  readonly user?: HeaderUser;
  readonly account?: AccountLink;
  /** The language-selection service: told only when someone is signed in (a 401 would log a visitor out). */
  readonly onSelectLanguage?: SelectLanguage;
}

type SessionView = Pick<Session, "signedIn" | "identity" | "accountLinkOn" | "menuOn" | "headerLogout">;

/** The session's view for the layout, for a page at pathname (judgement.ts decides, spec points 4 and 6). */
export function layoutSessionOf(session: SessionView, pathname: string, selectLanguage: SelectLanguage): LayoutSession {
  const link = session.accountLinkOn(pathname);
  return {
    menuEnabled: session.menuOn(pathname),
    user: session.identity ?? undefined,
    account: link?.kind === "logout" ? { kind: "logout", onLogout: session.headerLogout } : (link ?? undefined),
    onSelectLanguage: session.signedIn ? selectLanguage : undefined,
  };
}

/** The seam where the session and the language-selection call plug into the layout. */
export function useLayoutSession(): LayoutSession {
  const session = useSession();
  const pathname = useLocation({ select: (location) => location.pathname });
  const { mutateAsync } = useMutation(selectionLangueMutationOptions(useApiClient()));
  return layoutSessionOf(session, pathname, mutateAsync);
}
