/**
 * The part of oidc-provider 9's API the simulated providers use. The package ships no types, and
 * only oidc-provider and openid-client were to be added to the project, so the few signatures
 * used are declared here rather than taken from @types/oidc-provider.
 */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export interface ClaimsParameterMember {
    readonly essential?: boolean;
    readonly value?: string;
    readonly values?: readonly string[];
  }

  export interface Account {
    readonly accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>>;
  }

  export interface ClientMetadata {
    readonly client_id: string;
    readonly client_secret: string;
    readonly redirect_uris: readonly string[];
    readonly post_logout_redirect_uris: readonly string[];
    readonly grant_types: readonly string[];
    readonly response_types: readonly string[];
    readonly token_endpoint_auth_method: string;
    readonly client_name?: string;
  }

  export interface JsonWebKey {
    readonly kty: string;
    readonly [parameter: string]: unknown;
  }

  /** The koa context oidc-provider hands to its rendering hooks: only what they touch. */
  export interface RenderContext {
    body: string;
    type: string;
    set(field: string, value: string): void;
    readonly oidc: { readonly client?: { readonly clientId: string } };
  }

  export interface CookieOptions {
    readonly httpOnly?: boolean;
    readonly sameSite?: "lax" | "strict" | "none";
    readonly secure?: boolean;
    readonly path?: string;
  }

  export interface Configuration {
    readonly clients: readonly ClientMetadata[];
    readonly jwks: { readonly keys: readonly JsonWebKey[] };
    readonly cookies: {
      readonly keys: readonly string[];
      readonly long?: CookieOptions;
      readonly short?: CookieOptions;
    };
    readonly claims: Readonly<Record<string, readonly string[]>>;
    readonly conformIdTokenClaims?: boolean;
    readonly scopes?: readonly string[];
    readonly acrValues?: readonly string[];
    readonly findAccount: (ctx: unknown, sub: string) => Promise<Account | undefined>;
    readonly interactions: { readonly url: (ctx: unknown, interaction: Interaction) => Promise<string> };
    readonly features: {
      readonly devInteractions: { readonly enabled: boolean };
      readonly rpInitiatedLogout: {
        readonly enabled: boolean;
        readonly logoutSource: (ctx: RenderContext, form: string) => Promise<void>;
        readonly postLogoutSuccessSource: (ctx: RenderContext) => Promise<void>;
      };
    };
    readonly renderError?: (ctx: RenderContext, out: Readonly<Record<string, string>>, error: Error) => Promise<void>;
    readonly ttl: Readonly<Record<string, number | ((...args: never[]) => number)>>;
  }

  export interface Interaction {
    readonly uid: string;
    readonly params: Readonly<Record<string, unknown>>;
    readonly prompt: {
      readonly name: string;
      readonly reasons: readonly string[];
      readonly details: {
        readonly missingOIDCScope?: readonly string[];
        readonly missingOIDCClaims?: readonly string[];
        readonly missingResourceScopes?: Readonly<Record<string, readonly string[]>>;
      };
    };
    readonly session?: { readonly accountId: string };
    readonly grantId?: string;
  }

  export interface InteractionResults {
    readonly login?: { readonly accountId: string; readonly acr?: string; readonly remember?: boolean };
    readonly consent?: { readonly grantId: string };
    readonly error?: string;
    readonly error_description?: string;
  }

  export class Grant {
    constructor(properties: { readonly accountId: string; readonly clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: readonly string[]): void;
    save(): Promise<string>;
  }

  export interface ClientInstance {
    readonly clientId: string;
    redirectUriAllowed(value: string): boolean;
    postLogoutRedirectUriAllowed(value: string): boolean;
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: typeof Grant;
    readonly Client: { readonly prototype: ClientInstance };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { readonly mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: "server_error", listener: (ctx: unknown, error: Error) => void): this;
  }

  export default Provider;
}
