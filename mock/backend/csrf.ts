import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { XSRF_COOKIE, XSRF_HEADER } from "../../src/api/http-client";
import { parseCookies, setCookie } from "./http-helpers";

/**
 * The anti-forgery token as Spring Security 6 handles it with CookieCsrfTokenRepository
 * (docs/sign-in-and-session.md). Two behaviours, chosen per browser by the cookie mock-csrf, so
 * that parallel tests and the tester stack share one backend:
 *
 * - "spa" (no cookie): the documented configuration for single-page applications, whose filter
 *   loads the token on every request, so every answer carries one;
 * - "deferred" (mock-csrf=deferred): Spring 6's default, where the token is only loaded when a
 *   write is checked. A read never writes the cookie, and the first write after a sign-in or a
 *   logout, which removed it, is refused with a 403 that carries the new token.
 *
 * In both, a sign-in and a logout drop the token in use (CsrfAuthenticationStrategy,
 * CsrfLogoutHandler).
 */
export const CSRF_MODE_COOKIE = "mock-csrf";
export type CsrfMode = "spa" | "deferred";

const newToken = () => randomBytes(18).toString("base64url");

const writeToken = (res: ServerResponse, value: string) => setCookie(res, XSRF_COOKIE, `${XSRF_COOKIE}=${value}; Path=/; SameSite=Lax`);
const removeToken = (res: ServerResponse) => setCookie(res, XSRF_COOKIE, `${XSRF_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`);

function csrfModeOf(req: IncomingMessage): CsrfMode {
  return parseCookies(req).get(CSRF_MODE_COOKIE) === "deferred" ? "deferred" : "spa";
}

/** One request's token: CsrfFilter's deferred token over the cookie repository. */
export class RequestCsrf {
  readonly mode: CsrfMode;
  readonly #req: IncomingMessage;
  readonly #res: ServerResponse;
  #token: string | undefined;

  constructor(req: IncomingMessage, res: ServerResponse) {
    this.#req = req;
    this.#res = res;
    this.mode = csrfModeOf(req);
    this.#token = parseCookies(req).get(XSRF_COOKIE) || undefined;
    // The documented SPA configuration's filter loads the token on every request.
    if (this.mode === "spa") this.#load();
  }

  /** The repository's token, a new one written to the answer when the request had none. */
  #load(): string {
    if (this.#token !== undefined) return this.#token;
    const token = newToken();
    writeToken(this.#res, token);
    this.#token = token;
    return token;
  }

  /** A write passes when its header repeats the token; checking it loads the token in both modes. */
  acceptsWrite(): boolean {
    const expected = this.#load();
    return this.#req.headers[XSRF_HEADER.toLowerCase()] === expected;
  }

  /**
   * At sign-in and logout: the token in use is gone. Deferred, the answer removes the cookie
   * and the next write gets a new one. With the SPA configuration Spring's answer removes it too
   * and the next request's answer writes the new one; here the same answer writes it, which the
   * portal cannot tell apart (its first calls after either are reads) and which lets a test
   * signed in with the persona shortcut read the token at once.
   */
  replace(): void {
    if (this.mode === "deferred") {
      this.#token = undefined;
      removeToken(this.#res);
      return;
    }
    this.#token = newToken();
    writeToken(this.#res, this.#token);
  }
}
