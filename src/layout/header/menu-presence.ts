import { createContext, useContext, useEffect, useSyncExternalStore } from "react";
import { MENU_ID } from "./main-menu";

/** The main menu's coming and going, told to its readers; the layout makes one and hands it down. */
export interface MenuPresence {
  readonly subscribe: (listener: () => void) => () => void;
  readonly notify: () => void;
}

export function createMenuPresence(): MenuPresence {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify: () => {
      for (const listener of listeners) listener();
    },
  };
}

export const MenuPresenceContext = createContext<MenuPresence | null>(null);

function useMenuPresence(): MenuPresence {
  const presence = useContext(MenuPresenceContext);
  if (presence === null) throw new Error("The menu's presence needs a MenuPresenceContext above it (RootLayout provides it).");
  return presence;
}

const inDocument = () => document.getElementById(MENU_ID) !== null;
// The export renders the menu wherever it shows it (its deferred part is loaded first), so
// hydration starts from "there"; in the browser, the document says, and the exported menu's HTML
// counts until its code has arrived.
const atExport = () => true;

/**
 * Whether the main menu is in the document. For a user whose menu is enabled once the session
 * has answered, its code is still on its way: a "Menu" skip link shown before it would lead
 * nowhere.
 */
export function useMenuInDocument(): boolean {
  return useSyncExternalStore(useMenuPresence().subscribe, inDocument, atExport);
}

/** The menu tells its readers once it is mounted, and once it is gone (a passive effect's cleanup runs after the removal). */
export function useMenuPresenceSignal(): void {
  const { notify } = useMenuPresence();
  useEffect(() => {
    notify();
    return notify;
  }, [notify]);
}
