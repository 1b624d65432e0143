import { SESSION_ENDED, SESSION_EXPIRED } from "../../api/provider-round-trip";

/** Who the sign-in page is for: the error catalogues differ (spec point 8). */
export type SignInAudience = "seafarer" | "agent";

export type SeafarerErrorNumber = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
export type SignInErrorKey = `ME_AUTH_MAR_${SeafarerErrorNumber}` | "ME_AUTH_AG_1" | "generic";

/** Where an errorId can come from, as received: never trusted, never shown. */
export interface SignInErrorSources {
  readonly errorId?: string;
  readonly state?: string;
  readonly reconciliationMessage?: string;
  /** Spring's ?error, with the OAuth 2.0 error code when the backend adds it (docs/sign-in-and-session.md, "The backend's contract"). */
  readonly error?: string;
  /** ?session=expiree: the session's time limit ended it; ?session=terminee: another tab did (api/provider-round-trip.ts). */
  readonly session?: string;
}

/**
 * What went wrong between the portal, the backend and the identity provider, by what the
 * user can do about it. Codes are Spring Security's OAuth2Error codes.
 */
export type ProviderFailure = "refused" | "stale-request" | "expired-code" | "unavailable" | "failed";

const PROVIDER_FAILURES: Readonly<Record<string, ProviderFailure>> = {
  access_denied: "refused",
  // The request the state names is unknown: forged, replayed (a Back after signing in), or the
  // backend's session that held it is gone.
  authorization_request_not_found: "stale-request",
  invalid_state_parameter: "stale-request",
  invalid_grant: "expired-code",
  temporarily_unavailable: "unavailable",
  server_error: "unavailable",
  invalid_token_response: "unavailable",
  invalid_user_info_response: "unavailable",
};

/** The failure a ?error value stands for; a bare ?error or an unknown code is a plain failure. */
export function providerFailure(error: string): ProviderFailure {
  return Object.hasOwn(PROVIDER_FAILURES, error) ? (PROVIDER_FAILURES[error] ?? "failed") : "failed";
}

/** What the sign-in page says: the backend's verdict (errorId) first, else the provider trip's failure. */
export type SignInAlert =
  { readonly kind: "errorId"; readonly key: SignInErrorKey } | { readonly kind: "provider"; readonly failure: ProviderFailure };

export function signInAlert(sources: SignInErrorSources, audience: SignInAudience): SignInAlert | null {
  const key = signInError(sources, audience);
  if (key !== null) return { kind: "errorId", key };
  return sources.error === undefined ? null : { kind: "provider", failure: providerFailure(sources.error) };
}

/** Why the user was signed out without asking, when the sign-in page should say so. */
export type SessionNotice = "expired" | "ended";

export function sessionNotice(sources: SignInErrorSources): SessionNotice | null {
  if (sources.session === SESSION_EXPIRED) return "expired";
  if (sources.session === SESSION_ENDED) return "ended";
  return null;
}

/** Longer than any real parameter: anything longer is hostile and is not even parsed. */
const MAX_PARAMETER_LENGTH = 2048;
const ERROR_ID_IN_STATE = /(?:^|[^A-Za-z0-9_])errorId=([^&;,\s]*)/;

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The value of 'errorId=' inside the OAuth state parameter, raw or URL-encoded. */
export function errorIdFromState(state: string): string | undefined {
  if (state.length > MAX_PARAMETER_LENGTH) return undefined;
  const match = ERROR_ID_IN_STATE.exec(state) ?? ERROR_ID_IN_STATE.exec(decodeOnce(state));
  return match?.[1];
}

/** The first errorId found: the query parameter, then the state parameter, then the reconciliation outcome. */
export function extractErrorId(sources: SignInErrorSources): string | undefined {
  if (sources.errorId !== undefined) return sources.errorId;
  const fromState = sources.state === undefined ? undefined : errorIdFromState(sources.state);
  return fromState ?? sources.reconciliationMessage;
}

/**
 * The catalogue entry of an errorId (spec point 8): a known number maps to its key, anything
 * else (text, markup, script, a number the audience has no entry for) to the generic message.
 */
export function signInErrorKey(errorId: string, audience: SignInAudience): SignInErrorKey {
  const trimmed = errorId.trim();
  if (!/^[0-9]{1,2}$/.test(trimmed)) return "generic";
  const n = Number(trimmed);
  if (audience === "agent") return n === 1 ? "ME_AUTH_AG_1" : "generic";
  return n >= 2 && n <= 10 ? `ME_AUTH_MAR_${n as SeafarerErrorNumber}` : "generic";
}

/** The alert to show on a sign-in page, or null when nothing went wrong. */
export function signInError(sources: SignInErrorSources, audience: SignInAudience): SignInErrorKey | null {
  const errorId = extractErrorId(sources);
  return errorId === undefined ? null : signInErrorKey(errorId, audience);
}

function boundedText(value: unknown): string | undefined {
  // A huge number comes out as Infinity: kept as text, it maps to the generic message like any unknown id.
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return undefined;
  return value.slice(0, MAX_PARAMETER_LENGTH + 1);
}

type SignInSearch = Pick<SignInErrorSources, "errorId" | "state" | "error" | "session">;

/** The sign-in pages' search parameters, from what the router parsed (it turns ?errorId=3 into a number). */
export function parseSignInSearch(search: Record<string, unknown>): SignInSearch {
  const parsed: { -readonly [K in keyof SignInSearch]: string } = {};
  for (const name of ["errorId", "state", "error", "session"] as const) {
    const value = boundedText(search[name]);
    if (value !== undefined) parsed[name] = value;
  }
  return parsed;
}
