import { randomBytes } from "node:crypto";
import type { RegistrationId } from "../identity/registrations";
import type { Persona } from "./personas";

/** A sign-in under way, kept server-side as Spring's HttpSessionOAuth2AuthorizationRequestRepository keeps it. */
export interface PendingSignIn {
  readonly registrationId: RegistrationId;
  readonly redirectUri: string;
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

/** Spring's HttpSession, as the backend uses it: anonymous while a sign-in is under way, then the signed-in user. */
export interface Session {
  persona?: Persona;
  registrationId?: RegistrationId;
  /** The provider's id_token, for its end-session at logout; absent for the persona shortcut. */
  idToken?: string;
  reconciled: boolean;
  /** One at a time, as in Spring Security 6: a new sign-in replaces the one before. */
  pending?: PendingSignIn;
  lastSeen: number;
}

/** Spring's JSESSIONID: the pre-login session holding the sign-in under way, then the signed-in one. */
export const SESSION_COOKIE = "MOCK_SESSION";

const newSessionId = (): string => randomBytes(18).toString("base64url");

/**
 * Sessions end when unused for the idle time-out (server.servlet.session.timeout, 30 min by
 * default): each request that finds its session resets the count, as the servlet container does.
 */
export class SessionStore {
  readonly #sessions = new Map<string, Session>();
  readonly #idleMs: number;
  readonly #now: () => number;

  constructor(idleSeconds: number, now: () => number = Date.now) {
    this.#idleMs = idleSeconds * 1000;
    this.#now = now;
  }

  /** The live session of that id, its idle count reset; an expired one is forgotten. */
  find(id: string | undefined): Session | undefined {
    if (id === undefined) return undefined;
    const session = this.#sessions.get(id);
    if (!session) return undefined;
    const now = this.#now();
    if (now - session.lastSeen >= this.#idleMs) {
      this.#sessions.delete(id);
      return undefined;
    }
    session.lastSeen = now;
    return session;
  }

  create(fields: Omit<Session, "lastSeen" | "reconciled"> = {}): { readonly id: string; readonly session: Session } {
    this.#sweep();
    const id = newSessionId();
    const session: Session = { ...fields, reconciled: false, lastSeen: this.#now() };
    this.#sessions.set(id, session);
    return { id, session };
  }

  delete(id: string | undefined): void {
    if (id !== undefined) this.#sessions.delete(id);
  }

  /** Expired sessions are dropped as new ones come, so a long test run does not keep them all. */
  #sweep(): void {
    const now = this.#now();
    for (const [id, session] of this.#sessions) if (now - session.lastSeen >= this.#idleMs) this.#sessions.delete(id);
  }
}
