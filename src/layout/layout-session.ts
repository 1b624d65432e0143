import type { SelectLanguage } from "./header/language-choice";
import type { HeaderUser } from "./header/UserIdentity";

/** What the layout needs from the session and the backend. */
export interface LayoutSession {
  /** Spec 2.3: the menu is shown when enabled. */
  readonly menuEnabled: boolean;
  /** The signed-in user; without one the header shows neither identity nor logout. */
  readonly user?: HeaderUser;
  readonly onLogout?: () => void;
  /** The language-selection service (POST /api/internationalisation/selection-langue). */
  readonly onSelectLanguage?: SelectLanguage;
}

/**
 * The seam where the session hooks and the language-selection call plug into the layout.
 * Until they exist nobody is signed in and the menu is enabled.
 */
export function useLayoutSession(): LayoutSession {
  return { menuEnabled: true };
}
