/**
 * The seafarer number being typed on /inscription, kept as a draft so that nothing typed is
 * lost when a failed reconciliation sends the user to an error page (spec point 8) and they
 * come back. Session storage: it lives only as long as the tab, no other tab sees it, and every
 * logout clears it with the rest of the user's storage (src/api/logout.ts).
 *
 * A browser that refuses storage (disabled, full, some private modes) throws on access: that
 * only means no draft, never a broken form.
 */
export const REGISTRATION_DRAFT_KEY = "portail-marin.inscription.numMarin";

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Read lazily: the exported page is rendered where there is no window. */
const tabStorage = (): DraftStorage => window.sessionStorage;

/** The number kept from an earlier visit, or "" when there is none. */
export function readRegistrationDraft(storage: () => DraftStorage = tabStorage): string {
  try {
    return storage().getItem(REGISTRATION_DRAFT_KEY) ?? "";
  } catch {
    return "";
  }
}

/** Keeps what the field holds now; an emptied field leaves no draft. */
export function saveRegistrationDraft(value: string, storage: () => DraftStorage = tabStorage): void {
  try {
    if (value === "") storage().removeItem(REGISTRATION_DRAFT_KEY);
    else storage().setItem(REGISTRATION_DRAFT_KEY, value);
  } catch {
    // No storage: the field still works, the number is only not kept across pages.
  }
}

/** The service has answered the reconciliation: the draft has served its purpose. */
export function clearRegistrationDraft(storage: () => DraftStorage = tabStorage): void {
  saveRegistrationDraft("", storage);
}
