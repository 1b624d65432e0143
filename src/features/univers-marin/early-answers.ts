import { ACCEPT_JSON } from "../../api/accept-json";
import { readBody } from "../../api/read-body";

export type EarlyFetch = (path: string, init: RequestInit) => Promise<Response>;

/**
 * GETs the page's entry sends before the app's code has come (module-page-requests.ts), sent as the
 * app's client sends a GET (same credentials and Accept). The app hands each answer to its query
 * (startup.ts, through the client's `sent` option), so that its policies apply to it as to any.
 */
export interface EarlyAnswers {
  /** The answer to this GET, if the entry sent it and nobody has taken it: given once, so that a retry asks the network. */
  readonly take: (path: string) => Promise<Response> | undefined;
  /** The body of a successful answer, read as the client reads it, for what decides before the app (early-session.ts). */
  readonly read: (path: string) => Promise<unknown>;
}

export const NO_EARLY_ANSWERS: EarlyAnswers = { take: () => undefined, read: async () => undefined };

export function sendEarly(paths: readonly string[], fetchImpl: EarlyFetch = (path, init) => fetch(path, init)): EarlyAnswers {
  const answers = new Map<string, Promise<Response>>();
  // A copy of each body, made as the answer arrives, before the client can read the answer.
  const copies = new Map<string, Promise<unknown>>();
  for (const path of paths) {
    const response = fetchImpl(path, { headers: ACCEPT_JSON, credentials: "same-origin" });
    // Taken by the client, which reports a failure; never taken (a page left first), unheard.
    response.catch(() => undefined);
    answers.set(path, response);
    copies.set(
      path,
      response.then((answer) => (answer.ok ? readBody(answer.clone()) : undefined)).catch(() => undefined),
    );
  }
  return {
    take(path) {
      const response = answers.get(path);
      answers.delete(path);
      return response;
    },
    read: (path) => copies.get(path) ?? Promise.resolve(undefined),
  };
}
