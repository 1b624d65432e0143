import { type BandeauIdentite, bandeauIdentiteSchema } from "../api/bandeau-identite-schema";
import { type ProviderCode, habilitationsSchema } from "../api/habilitations-schema";
import { mesDroitsSchema } from "../api/mes-droits-schema";
import { isLoginPage } from "../api/policies";
import { isSeafarerOnlyPage, signInPageFor } from "../api/seafarer-pages";
import { isUniversMarinPath } from "../route-table/univers-marin-path";
import { type HabilitationState, type NoHabilitationFlag, habilitationState, noHabilitationFlag } from "./habilitation-state";
import { AGENT_RIGHT, AGENT_SIGN_IN_RIGHT, hasRight } from "./rights";
import { sessionFingerprint } from "./session-fingerprint";

/**
 * A session call that did not answer usably: an error status, no connection, a timeout, a body
 * its schema refuses. Still an answer: spec 4's registration waits for the rights to answer, not to succeed.
 */
export const FAILED = Symbol("failed");
/** A session call answered 401: judged as FAILED, and as the backend saying nobody is signed in. */
export const SIGNED_OUT = Symbol("signed-out");

/** The session's calls as they answered, each checked here against its schema; absent while it has not answered. */
export interface SessionAnswers {
  /** GET /api/mes-droits: its body, FAILED or SIGNED_OUT. */
  readonly rights?: unknown;
  /** GET /api/habilitations: its body (null when empty), FAILED or SIGNED_OUT. */
  readonly habilitations?: unknown;
  /** GET /api/bandeau-identite/UNIVERS_MARIN: its body or FAILED; read for a habilité user only. */
  readonly identity?: unknown;
}

/** The header's account link: the caller attaches the logout itself. */
export type AccountLink = { readonly kind: "logout" } | { readonly kind: "login"; readonly href: string };

/** The session's whole view: every screen, the layout, startup and the page's entry read it, none judges again. */
export interface SessionJudgement {
  /** null while the habilitations have not answered a readable body: nothing is known of the user. */
  readonly habilitation: HabilitationState | null;
  /** The rights and the habilitations have both answered, however: the view is final. */
  readonly settled: boolean;
  /** The habilitations answered a list, even an empty one; an empty body (null) is nobody signed in. */
  readonly signedIn: boolean;
  /** The backend knows the user: the rights or the habilitations answered readably (a visitor gets 401s). */
  readonly authenticated: boolean;
  /** A session call answered 401: the backend says nobody is signed in. */
  readonly signedOut: boolean;
  /** The first habilitation's status is HA: the whole menu and the identity banner (spec points 4 and 6). */
  readonly habilitated: boolean;
  /** The provider a habilité user is in through: its sign-in says 'already authenticated', the other's is disabled (spec 4). */
  readonly provider: ProviderCode | null;
  /** An empty habilitations list (spec points 4 and 6). */
  readonly connectedWithoutHabilitation: boolean;
  /** The agent's right: the agent banner and switching seafarer (spec point 6). */
  readonly agent: boolean;
  /** The right that disables the agent sign-in for its holder (spec point 6). */
  readonly agentSignInRight: boolean;
  /** Who the header names: the identity banner, for a habilité user only (spec point 4). */
  readonly identity: BandeauIdentite | null;
  /** Which session the page shows (session-fingerprint.ts); null until both calls answered readably. */
  readonly shown: string | null;
  readonly noHabilitationFlag: NoHabilitationFlag;
  /** Spec 4's registration of univers-marin: once the rights have answered, whatever they answered. */
  readonly mayRegisterUniversMarin: boolean;
  /** The header's account link on pathname, or none. */
  readonly accountLinkOn: (pathname: string) => AccountLink | null;
  /** The whole menu on pathname: a habilité seafarer's; until the view is final, wherever such a seafarer stays. */
  readonly menuOn: (pathname: string) => boolean;
  /** The sign-in page a visit on pathname is sent to; null where it may stay, or while nothing is known. */
  readonly signInPageFrom: (pathname: string) => string | null;
  /**
   * Whether the page's entry may register univers-marin on pathname before the app runs: only
   * where nothing the app does next undoes it (both answers readable, and the visit stays).
   */
  readonly mayRegisterBeforeAppOn: (pathname: string) => boolean;
}

const LOGOUT: AccountLink = { kind: "logout" };

/**
 * The one judgement of the session's answers (spec points 4 and 6). Any answer, however
 * malformed, is judged, never thrown on: what its schema refuses counts as a call that failed.
 */
export function judgeSession(answers: SessionAnswers): SessionJudgement {
  const rights = mesDroitsSchema.safeParse(answers.rights);
  const habilitations = habilitationsSchema.safeParse(answers.habilitations);
  const identity = bandeauIdentiteSchema.safeParse(answers.identity);
  const habilitation = habilitations.success ? habilitationState(habilitations.data) : null;
  const granted = rights.success ? rights.data : [];
  const settled = answers.rights !== undefined && answers.habilitations !== undefined;
  const habilitated = habilitation?.kind === "habilite";
  const signInPageFrom = (pathname: string) => (habilitation === null ? null : signInRedirectFor(habilitation, pathname));
  return {
    habilitation,
    settled,
    signedIn: habilitation !== null && habilitation.kind !== "absente",
    authenticated: rights.success || habilitations.success,
    signedOut: answers.rights === SIGNED_OUT || answers.habilitations === SIGNED_OUT,
    habilitated,
    provider: habilitation?.kind === "habilite" ? habilitation.provider : null,
    connectedWithoutHabilitation: habilitation?.kind === "sans-habilitation",
    agent: hasRight(granted, AGENT_RIGHT),
    agentSignInRight: hasRight(granted, AGENT_SIGN_IN_RIGHT),
    identity: habilitated && identity.success ? identity.data : null,
    shown: rights.success && habilitations.success ? sessionFingerprint(rights.data, habilitations.data) : null,
    noHabilitationFlag: noHabilitationFlag(habilitation),
    mayRegisterUniversMarin: answers.rights !== undefined,
    accountLinkOn: (pathname) => accountLinkFor(habilitation, settled, pathname),
    menuOn: (pathname) => (settled ? habilitated : isMenuExpectedOn(pathname)),
    signInPageFrom,
    mayRegisterBeforeAppOn: (pathname) => rights.success && habilitation !== null && signInPageFrom(pathname) === null,
  };
}

/**
 * Spec 4: whoever is habilité or connected without habilitation gets a logout; a user who is not
 * habilité gets a sign-in link on the sign-in pages, once the view is final, and a logout elsewhere if signed in.
 */
function accountLinkFor(habilitation: HabilitationState | null, settled: boolean, pathname: string): AccountLink | null {
  const kind = habilitation?.kind;
  if (kind === "habilite" || kind === "sans-habilitation") return LOGOUT;
  if (settled && isLoginPage(pathname)) return { kind: "login", href: signInPageFor(pathname) };
  return kind === "non-habilite" ? LOGOUT : null;
}

/**
 * Before the view is final (and in the export), the menu is there where only a habilité seafarer
 * stays and on univers-marin's pages, so that it does not appear late and push the page down.
 */
function isMenuExpectedOn(pathname: string): boolean {
  return isUniversMarinPath(pathname) || isSeafarerOnlyPage(pathname);
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
