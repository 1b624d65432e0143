import { HOME_ROUTE, ROUTES } from "../../route-table/table";

/** What POST /api/reconciliation/manuelle answers (spec point 3); other fields are not read. */
export interface ReconciliationAnswer {
  readonly habilitation?: { readonly idInterne?: string | number | null } | null;
  readonly messageErreur?: string | null;
}

export type ReconciliationTarget =
  /** A full page load of the seafarer home, so the whole session starts again habilitated. */
  | { readonly kind: "reload"; readonly href: string }
  /** The sign-in page with the error, read back there through signInError. */
  | { readonly kind: "sign-in-error"; readonly errorId: string };

function hasIdInterne(answer: ReconciliationAnswer): boolean {
  const id = answer.habilitation?.idInterne;
  return id !== undefined && id !== null && String(id) !== "";
}

/** Where the reconciliation answer leads (spec point 4); lang is the page's language prefix, if any. */
export function reconciliationTarget(answer: ReconciliationAnswer, lang: string | undefined): ReconciliationTarget {
  if (hasIdInterne(answer)) return { kind: "reload", href: `${lang === undefined ? "" : `/${lang}`}${HOME_ROUTE.path}` };
  return { kind: "sign-in-error", errorId: answer.messageErreur ?? "" };
}

/** The address of the sign-in-error target, encoded. */
export function signInErrorHref(errorId: string, lang: string | undefined): string {
  return `${lang === undefined ? "" : `/${lang}`}${ROUTES.login.path}?${new URLSearchParams({ errorId }).toString()}`;
}
