import type { z } from "zod/mini";
import { ApiError, describeZodError } from "./errors";
import { failureAction, needsXsrfHeader, readCookie } from "./policies";
import { ACCEPT_JSON } from "./accept-json";
import { readBody } from "./read-body";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";
export const DEFAULT_TIMEOUT_MS = 10_000;

/** What the client needs from the browser, injected so tests can stand in for it. */
export interface HttpClientDeps {
  readonly fetch: typeof fetch;
  readonly location: () => { readonly origin: string; readonly pathname: string };
  readonly cookies: () => string;
  /** A full page load (to an exported error page). */
  readonly navigate: (url: string) => void;
  /** The logout of spec point 4; "expired" when this page had seen the session alive. */
  readonly logout: (reason?: "expired") => void;
  readonly timeoutMs?: number;
}

export interface RequestOptions {
  readonly method?: "GET" | "POST" | "PUT" | "DELETE";
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  /** The request outlives the page: for a call sent just before a full navigation. */
  readonly keepalive?: boolean;
  /**
   * The answer to this GET, already asked for by the page's entry (features/univers-marin/early-answers.ts): it
   * stands for the request, under the same timeout and policies.
   */
  readonly sent?: Promise<Response>;
}

export interface HttpClient {
  /** The parsed body, or an ApiError; a 401/500/503 also triggers its page-wide policy. */
  request<S extends z.ZodMiniType>(path: string, schema: S, options?: RequestOptions): Promise<z.output<S>>;
}

/** The answer, or the abort of `signal` first, as fetch would reject when its signal aborts. */
function untilAborted(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException("The request was aborted", "AbortError"));
    signal.addEventListener("abort", abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

function withQuery(path: string, query: RequestOptions["query"]): string {
  if (!query) return path;
  const search = new URLSearchParams(query).toString();
  return search === "" ? path : `${path}?${search}`;
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // One logout or redirect per page: a storm of failing calls must not loop or stack navigations.
  let leaving = false;
  // A 401 after an answer the backend gave this page as a signed-in user: the session ended
  // (time limit, logout in another tab), which the sign-in page tells. A 401 on a page opened
  // while signed out only means nobody is signed in.
  let sessionSeen = false;

  function applyFailurePolicy(status: number): void {
    if (leaving) return;
    const action = failureAction(status, deps.location().pathname);
    if (action.kind === "none") return;
    leaving = true;
    if (action.kind === "logout") deps.logout(sessionSeen ? "expired" : undefined);
    else deps.navigate(action.to);
  }

  const xsrfToken = () => readCookie(deps.cookies(), XSRF_COOKIE);

  /**
   * The answer, under one timeout for the whole call. A write refused with 403 while the backend
   * wrote another token than the one sent is sent once more with it: Spring Security 6 defers
   * the token, removes it at sign-in and logout, and writes the new one only on the answer that
   * refuses the first write without it (docs/sign-in-and-session.md).
   */
  async function send(path: string, options: RequestOptions): Promise<Response> {
    const method = options.method ?? "GET";
    const url = withQuery(path, options.query);
    const protectedWrite = needsXsrfHeader(method, url, deps.location().origin);
    // Serialised once, so that a write sent again carries the very same body.
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);

    const attempt = (token: string | undefined) => {
      const headers = new Headers(ACCEPT_JSON);
      if (body !== undefined) headers.set("Content-Type", "application/json");
      if (token !== undefined) headers.set(XSRF_HEADER, token);
      return deps.fetch(url, {
        method,
        headers,
        body,
        credentials: "same-origin",
        keepalive: options.keepalive,
        signal: controller.signal,
      });
    };

    try {
      if (options.sent) return await untilAborted(options.sent, controller.signal);
      const sentToken = protectedWrite ? xsrfToken() : undefined;
      const response = await attempt(sentToken);
      if (!protectedWrite || response.status !== 403) return response;
      const newToken = xsrfToken();
      if (newToken === undefined || newToken === sentToken) return response;
      // Read to the end, so that the refused answer frees its connection before the next is sent.
      await response.text().catch(() => "");
      return await attempt(newToken);
    } catch (cause) {
      throw new ApiError(controller.signal.aborted ? "timeout" : "network", path, { cause });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async request(path, schema, options = {}) {
      const response = await send(path, options);
      if (!response.ok) {
        // An unread body keeps the response loading in the browser: it holds one of the six
        // connections per host, and the page never reaches network idle.
        await response.text().catch(() => "");
        applyFailurePolicy(response.status);
        throw new ApiError("http", path, { status: response.status });
      }
      sessionSeen = true;
      let body: unknown;
      try {
        body = await readBody(response);
      } catch (cause) {
        throw new ApiError("parse", path, { cause, detail: "not JSON" });
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw new ApiError("parse", path, { cause: parsed.error, detail: describeZodError(parsed.error) });
      return parsed.data;
    },
  };
}
