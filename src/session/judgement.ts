import { HABILITE_CODE, type Habilitation, type Habilitations, type ProviderCode, habilitationsSchema } from "../api/habilitations-schema";
import { mesDroitsSchema } from "../api/mes-droits-schema";
import { isLoginPage } from "../api/policies";
import { isSeafarerOnlyPage, signInPageFor } from "../api/seafarer-pages";
import { AGENT_RIGHT, AGENT_SIGN_IN_RIGHT, hasRight } from "./rights";

/**
 * A session call that did not answer usably: an error status, no connection, a timeout, a body
 * its schema refuses. Judged as an unreadable answer, but as an answer all the same: spec 4's
 * registration waits for the rights to answer, not for them to succeed.
 */
export const FAILED = Symbol("failed");

/**
 * The session's calls as they answered, each checked here against its schema: the page's entry
 * hands over the bodies as they came, the app what its client parsed.
 */
export interface SessionAnswers {
  /** GET /api/mes-droits: its body, FAILED, or absent while it has not answered. */
  readonly rights?: unknown;
  /** GET /api/habilitations: its body (null when empty), FAILED, or absent while it has not answered. */
  readonly habilitations?: unknown;
}

/** The habilitation state of spec point 4, from the habilitations list (first item used). */
export type HabilitationState =
  | { readonly kind: "habilite"; readonly provider: ProviderCode; readonly habilitation: Habilitation }
  | { readonly kind: "non-habilite"; readonly provider: ProviderCode; readonly habilitation: Habilitation }
  | { readonly kind: "sans-habilitation" }
  | { readonly kind: "absente" };

/** What startup does with the no-habilitation flag it keeps in local storage. */
export type NoHabilitationFlag = "set" | "clear" | "leave";

export interface SessionJudgement {
  /** null while the habilitations have not answered a readable body: nothing is known of the user. */
  readonly habilitation: HabilitationState | null;
  /** The habilitations answered a list, even an empty one; an empty body (null) is nobody signed in. */
  readonly signedIn: boolean;
  /** The first habilitation's status is HA: the whole menu and the identity banner (spec points 4 and 6). */
  readonly habilitated: boolean;
  /** The agent's right: the agent banner and switching seafarer (spec point 6). */
  readonly agent: boolean;
  /** The right that disables the agent sign-in for its holder (spec point 6). */
  readonly agentSignInRight: boolean;
  readonly noHabilitationFlag: NoHabilitationFlag;
  /** Spec 4's registration of univers-marin: once the rights have answered, whatever they answered. */
  readonly mayRegisterUniversMarin: boolean;
  /** The sign-in page a visit on pathname is sent to; null where it may stay, or while nothing is known. */
  readonly signInPageFrom: (pathname: string) => string | null;
  /**
   * Whether the page's entry may register univers-marin on pathname before the app runs: only
   * where nothing the app does next undoes it. Both answers readable, and the visit stays; a
   * failure is the app's to act on (its policies log out or show the error page first).
   */
  readonly mayRegisterBeforeAppOn: (pathname: string) => boolean;
}

/**
 * The one judgement of the session's answers (spec points 4 and 6), for the page's entry, the
 * app's startup, the habilitation guard and the screens. Any answer, however malformed, is
 * judged, never thrown on: what its schema refuses counts as a call that failed.
 */
export function judgeSession(answers: SessionAnswers): SessionJudgement {
  const rights = mesDroitsSchema.safeParse(answers.rights);
  const habilitations = habilitationsSchema.safeParse(answers.habilitations);
  const habilitation = habilitations.success ? habilitationState(habilitations.data) : null;
  const granted = rights.success ? rights.data : [];
  const signInPageFrom = (pathname: string) => (habilitation === null ? null : signInRedirectFor(habilitation, pathname));
  return {
    habilitation,
    signedIn: habilitation !== null && habilitation.kind !== "absente",
    habilitated: habilitation?.kind === "habilite",
    agent: hasRight(granted, AGENT_RIGHT),
    agentSignInRight: hasRight(granted, AGENT_SIGN_IN_RIGHT),
    noHabilitationFlag: noHabilitationFlag(habilitation),
    mayRegisterUniversMarin: answers.rights !== undefined,
    signInPageFrom,
    mayRegisterBeforeAppOn: (pathname) => rights.success && habilitation !== null && signInPageFrom(pathname) === null,
  };
}

function habilitationState(list: Habilitations): HabilitationState {
  if (list === null) return { kind: "absente" };
  const [first] = list;
  if (first === undefined) return { kind: "sans-habilitation" };
  const provider = first.typeFournisseur.code;
  return first.typeStatutHabilitation.code === HABILITE_CODE
    ? { kind: "habilite", provider, habilitation: first }
    : { kind: "non-habilite", provider, habilitation: first };
}

/** Spec 4: an empty list flags the user; a first item, whatever its status, ends the flag. */
function noHabilitationFlag(habilitation: HabilitationState | null): NoHabilitationFlag {
  switch (habilitation?.kind) {
    case "sans-habilitation":
      return "set";
    case "habilite":
    case "non-habilite":
      return "clear";
    case "absente":
    case undefined:
      return "leave";
  }
}

/**
 * Spec point 4 says both of an empty list: the user is flagged as connected without
 * habilitation, and, the first item being missing, sent to /login; so such a user is sent there
 * from the pages only a habilité seafarer can use, and keeps their own.
 */
function signInRedirectFor(habilitation: HabilitationState, pathname: string): string | null {
  switch (habilitation.kind) {
    case "absente":
      return isLoginPage(pathname) ? null : signInPageFor(pathname);
    case "sans-habilitation":
      return isSeafarerOnlyPage(pathname) ? signInPageFor(pathname) : null;
    case "habilite":
    case "non-habilite":
      return null;
  }
}
