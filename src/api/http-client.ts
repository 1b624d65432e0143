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
   * The answer to this GET, already asked for by the page's entry (boot/early-answers.ts): it
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

  async function send(path: string, options: RequestOptions): Promise<Response> {
    const method = options.method ?? "GET";
    const url = withQuery(path, options.query);
    const headers = new Headers(ACCEPT_JSON);
    if (options.body !== undefined) headers.set("Content-Type", "application/json");
    if (needsXsrfHeader(method, url, deps.location().origin)) {
      const token = readCookie(deps.cookies(), XSRF_COOKIE);
      if (token !== undefined) headers.set(XSRF_HEADER, token);
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      if (options.sent) return await untilAborted(options.sent, controller.signal);
      return await deps.fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: "same-origin",
        keepalive: options.keepalive,
        signal: controller.signal,
      });
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
