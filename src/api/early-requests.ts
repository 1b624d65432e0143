import { ACCEPT_JSON } from "./accept-json";
import { readBody } from "./read-body";

/**
 * GETs the page's entry sends before the app's code has come, for the app's client to take, once
 * each, instead of sending its own (client.ts). On a /univers-marin page, the module is registered
 * once the rights have answered: asked for by the app, they cost a round trip after its code
 * (0.8 s of a satellite link); asked for by the entry, they come while that code still loads.
 * Sent as the client sends a GET (same credentials and Accept), answered by the same backend.
 */
const early = new Map<string, Promise<Response>>();
/** A copy of each early answer's body, made as it arrives, before the client can read the answer. */
const copies = new Map<string, Promise<unknown>>();

export type EarlyFetch = (path: string, init: RequestInit) => Promise<Response>;

export function sendEarly(paths: readonly string[], fetchImpl: EarlyFetch = (path, init) => fetch(path, init)): void {
  for (const path of paths) {
    const response = fetchImpl(path, { headers: ACCEPT_JSON, credentials: "same-origin" });
    // Taken by the client, which reports a failure; never taken (a page left first), unheard.
    response.catch(() => undefined);
    early.set(path, response);
    copies.set(
      path,
      response.then((answer) => (answer.ok ? readBody(answer.clone()) : undefined)).catch(() => undefined),
    );
  }
}

/**
 * The body of the early answer to this GET when it succeeded, read as the client reads it
 * (undefined otherwise, or when the entry did not send it), for what must know it before the
 * app: the client still takes the answer.
 */
export function readEarly(path: string): Promise<unknown> {
  return copies.get(path) ?? Promise.resolve(undefined);
}

/**
 * The early answer to this GET, if the entry sent it and nobody has taken it: given once, so that
 * a retry asks the network again. The client's timeout (init.signal) still applies to it.
 */
export function takeEarly(url: string, init: RequestInit | undefined): Promise<Response> | undefined {
  if ((init?.method ?? "GET") !== "GET") return undefined;
  const response = early.get(url);
  if (!response) return undefined;
  early.delete(url);
  const signal = init?.signal;
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    // As fetch does when its signal aborts: the client then reports its timeout.
    const abort = () => reject(new DOMException("The request was aborted", "AbortError"));
    if (signal.aborted) return abort();
    signal.addEventListener("abort", abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}
