import { useEffect, useSyncExternalStore } from "react";
import { MENU_ID } from "./main-menu";

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
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
  return useSyncExternalStore(subscribe, inDocument, atExport);
}

/** The menu tells its readers once it is mounted, and once it is gone (a passive effect's cleanup runs after the removal). */
export function useMenuPresenceSignal(): void {
  useEffect(() => {
    notify();
    return notify;
  }, []);
}
