import { AsyncLocalStorage } from "node:async_hooks";
import * as client from "openid-client";
import type { ProviderKind, RegistrationId } from "../identity/registrations";
import { CLIENT_SECRETS, POST_LOGOUT_PATH, REDIRECT_PATH_PREFIX, REGISTRATIONS } from "../identity/registrations";
import type { Fault } from "./faults";
import type { PendingSignIn } from "./sessions";

/**
 * The OAuth2Error codes Spring's failure handler adds to /login?error=…, which the shell reads
 * (docs/sign-in-and-session.md): the provider's own code is passed through when it looks like one.
 */
export type FailureCode =
  | "authorization_request_not_found"
  | "invalid_redirect_uri_parameter"
  | "invalid_grant"
  | "invalid_id_token"
  | "invalid_token_response"
  | "temporarily_unavailable"
  | (string & {});

export class SignInFailure extends Error {
  constructor(
    readonly code: FailureCode,
    options?: { readonly cause?: unknown },
  ) {
    super(code, options);
    this.name = "SignInFailure";
  }
}

const OAUTH_ERROR_CODE = /^[a-z_]{1,64}$/;

/** A provider's error code as Spring would show it, or a generic one when it does not look like a code. */
export const providerErrorCode = (value: string | null | undefined): FailureCode =>
  value !== null && value !== undefined && OAUTH_ERROR_CODE.test(value) ? value : "invalid_request";

/** The fault path that takes a provider down for this backend's own calls (faults.ts). */
export const providerFaultPath = (kind: ProviderKind): string => `/__provider/${kind}`;

export interface RelyingPartyOptions {
  readonly issuers: Readonly<Record<ProviderKind, string>>;
  /** The fault, if any, on calls to that provider for a browser carrying that mock-scope. */
  readonly faultFor: (kind: ProviderKind, scope: string | undefined) => Fault | undefined;
}

const SCOPE = "openid profile";
const FC_ACR_VALUES = "eidas1";
/**
 * Marked deprecated by openid-client only to stand out: the simulated providers speak plain http,
 * on loopback and on the tester stack's own network.
 */
// eslint-disable-next-line @typescript-eslint/no-deprecated
const allowHttp: (configuration: client.Configuration) => void = client.allowInsecureRequests;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Code of openid-client's errors that say the token endpoint's answer could not be read. */
const UNREADABLE_RESPONSE = new Set([
  "OAUTH_RESPONSE_IS_NOT_CONFORM",
  "OAUTH_RESPONSE_IS_NOT_JSON",
  "OAUTH_PARSE_ERROR",
  "OAUTH_TIMEOUT",
  "OAUTH_ABORT",
]);

/** How Spring's OidcAuthorizationCodeAuthenticationProvider names what went wrong after the callback. */
function callbackFailure(error: unknown): SignInFailure {
  if (error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError)
    return new SignInFailure(providerErrorCode(error.error), { cause: error });
  // fetch's own failure (provider unreachable), as a RestTemplate's I/O error.
  if (error instanceof TypeError) return new SignInFailure("invalid_token_response", { cause: error });
  if (error instanceof client.ClientError && error.code !== undefined && UNREADABLE_RESPONSE.has(error.code))
    return new SignInFailure("invalid_token_response", { cause: error });
  // Anything else is about the id_token: nonce, issuer, audience, times.
  return new SignInFailure("invalid_id_token", { cause: error });
}

export interface SignedIn {
  readonly sub: string;
  readonly idToken: string;
  readonly claims: Readonly<Record<string, unknown>>;
}

/**
 * The backend as an OpenID Connect client (Spring Security's oauth2Login with openid-client):
 * discovery cached once it succeeded, state, nonce and PKCE per sign-in, the code exchanged on
 * the back channel, the provider's end-session at logout. Calls to a provider go through the
 * fault table, scoped by the browser's mock-scope cookie, so a test can take a provider down for
 * its own browser only.
 */
export class RelyingParty {
  readonly #issuers: Readonly<Record<ProviderKind, string>>;
  readonly #faultFor: RelyingPartyOptions["faultFor"];
  readonly #discovered = new Map<ProviderKind, client.ServerMetadata>();
  readonly #configurations = new Map<RegistrationId, client.Configuration>();
  /** The browser request on whose behalf a back-channel call is made: its mock-scope. */
  readonly #scope = new AsyncLocalStorage<string | undefined>();

  constructor(options: RelyingPartyOptions) {
    this.#issuers = options.issuers;
    this.#faultFor = options.faultFor;
  }

  /** fetch, failing as fetch does when the host is down while a fault says this provider is. */
  #fetchFor(kind: ProviderKind): client.CustomFetch {
    return async (url, options) => {
      await this.#simulateOutage(kind);
      // openid-client's body type is wider than TypeScript's DOM BodyInit (Uint8Array over any buffer); fetch takes it.
      return fetch(url, options as RequestInit);
    };
  }

  async #simulateOutage(kind: ProviderKind): Promise<void> {
    const fault = this.#faultFor(kind, this.#scope.getStore());
    if (!fault) return;
    if (fault.delayMs) await sleep(fault.delayMs);
    throw new TypeError("fetch failed", { cause: new Error(`simulated outage of ${this.#issuers[kind]} (${providerFaultPath(kind)})`) });
  }

  async #configuration(id: RegistrationId): Promise<client.Configuration> {
    const cached = this.#configurations.get(id);
    if (cached) return cached;
    const kind = REGISTRATIONS[id];
    const issuer = new URL(this.#issuers[kind]);
    const insecure = issuer.protocol === "http:";
    let metadata = this.#discovered.get(kind);
    if (!metadata) {
      const discovered = await client.discovery(issuer, id, undefined, client.ClientSecretBasic(CLIENT_SECRETS[id]), {
        execute: insecure ? [allowHttp] : [],
        [client.customFetch]: this.#fetchFor(kind),
      });
      metadata = discovered.serverMetadata();
      this.#discovered.set(kind, metadata);
    }
    const configuration = new client.Configuration(metadata, id, undefined, client.ClientSecretBasic(CLIENT_SECRETS[id]));
    if (insecure) allowHttp(configuration);
    configuration[client.customFetch] = this.#fetchFor(kind);
    this.#configurations.set(id, configuration);
    return configuration;
  }

  /**
   * Where to send the browser to sign in, and what to remember until it comes back. A provider
   * that cannot be reached fails here with temporarily_unavailable; with a fault on it, this
   * fails even when its discovery is cached, as it would on a backend freshly started.
   */
  async startSignIn(
    id: RegistrationId,
    publicBase: string,
    scope: string | undefined,
  ): Promise<{ readonly location: string; readonly pending: PendingSignIn }> {
    return this.#scope.run(scope, async () => {
      let configuration: client.Configuration;
      try {
        await this.#simulateOutage(REGISTRATIONS[id]);
        configuration = await this.#configuration(id);
      } catch (error) {
        throw new SignInFailure("temporarily_unavailable", { cause: error });
      }
      const codeVerifier = client.randomPKCECodeVerifier();
      const pending: PendingSignIn = {
        registrationId: id,
        redirectUri: `${publicBase}${REDIRECT_PATH_PREFIX}${id}`,
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier,
      };
      const parameters: Record<string, string> = {
        response_type: "code",
        scope: SCOPE,
        redirect_uri: pending.redirectUri,
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
      };
      if (REGISTRATIONS[id] === "fc") parameters.acr_values = FC_ACR_VALUES;
      return { location: client.buildAuthorizationUrl(configuration, parameters).href, pending };
    });
  }

  /** The callback's code exchanged for the tokens, the id_token checked (nonce included). */
  async finishSignIn(pending: PendingSignIn, callbackQuery: URLSearchParams, scope: string | undefined): Promise<SignedIn> {
    return this.#scope.run(scope, async () => {
      const currentUrl = new URL(pending.redirectUri);
      currentUrl.search = callbackQuery.toString();
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        const configuration = await this.#configuration(pending.registrationId);
        tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          pkceCodeVerifier: pending.codeVerifier,
          idTokenExpected: true,
        });
      } catch (error) {
        throw callbackFailure(error);
      }
      const claims = tokens.claims();
      if (!claims || tokens.id_token === undefined) throw new SignInFailure("invalid_id_token");
      return { sub: claims.sub, idToken: tokens.id_token, claims };
    });
  }

  /**
   * The provider's end-session address for this id_token, as OidcClientInitiatedLogoutSuccessHandler
   * builds it; undefined when the provider's metadata is not known (Spring's default target, /, then).
   * No back-channel call is made, so no fault applies: Spring reads the metadata it loaded at start.
   */
  async endSessionUrl(id: RegistrationId, idToken: string, publicBase: string): Promise<string | undefined> {
    let configuration: client.Configuration;
    try {
      configuration = await this.#configuration(id);
    } catch {
      return undefined;
    }
    if (configuration.serverMetadata().end_session_endpoint === undefined) return undefined;
    return client.buildEndSessionUrl(configuration, {
      id_token_hint: idToken,
      post_logout_redirect_uri: `${publicBase}${POST_LOGOUT_PATH}`,
      state: client.randomState(),
    }).href;
  }
}
