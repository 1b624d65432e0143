/** What the page sends a waiting worker when the user accepts the new release. */
export const SKIP_WAITING = "portal:skip-waiting";

/**
 * Field figures for Matomo's bulk tracking API (src/analytics/field-figures.ts): the worker sends
 * them with what it keeps from earlier, or keeps them if Matomo cannot be reached. No request:
 * only send what it keeps.
 */
export interface FieldFiguresMessage {
  readonly type: "portal:field-figures";
  /** Matomo's tracker endpoint (matomo.php). */
  readonly trackerUrl: string;
  /** Tracking requests, each a query string beginning with "?". */
  readonly requests: readonly string[];
}

export const FIELD_FIGURES: FieldFiguresMessage["type"] = "portal:field-figures";

/** Bounds of one message: one page life's figures, each a short query. */
const MAX_REQUESTS = 20;
const MAX_REQUEST_LENGTH = 2048;

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const { protocol } = new URL(value);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

/** Any page of the origin may message its worker: what it takes is checked, not trusted. */
export function isFieldFiguresMessage(data: unknown): data is FieldFiguresMessage {
  if (typeof data !== "object" || data === null) return false;
  const { type, trackerUrl, requests } = data as Record<string, unknown>;
  return (
    type === FIELD_FIGURES &&
    isHttpUrl(trackerUrl) &&
    Array.isArray(requests) &&
    requests.length <= MAX_REQUESTS &&
    requests.every((request) => typeof request === "string" && request.startsWith("?") && request.length <= MAX_REQUEST_LENGTH)
  );
}

/**
 * A POST to Matomo's bulk tracking API. Matomo reads the raw body, so it goes as plain text, a
 * simple request: no CORS preflight, and a response the sender cannot read (no-cors). Only a
 * network failure rejects, which is the one case worth keeping the figures for.
 */
export function bulkTracking(requests: readonly string[], keepalive: boolean): RequestInit {
  return {
    method: "POST",
    body: JSON.stringify({ requests }),
    headers: { "Content-Type": "text/plain;charset=UTF-8" },
    mode: "no-cors",
    credentials: "omit",
    keepalive,
  };
}
