import { generateKeyPairSync, randomBytes } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import Provider, { type ClientInstance, type Interaction, type RenderContext } from "oidc-provider";
import { closeServer, listen, readBody, sendHtml } from "../backend/http-helpers";
import { findPersona } from "../backend/personas";
import { CLAIMS_BY_SCOPE, findAccount } from "./accounts";
import { type ProviderAddress, issuerOf } from "./addresses";
import { INTERACTION_PATH, interactionPath } from "./interaction-path";
import { clientsOf, isPortalAddress, postLogoutPathOf, redirectPathOf } from "./clients";
import { type Page, errorPage, loginPage, logoutPage, postLogoutPage } from "./pages";
import type { ProviderKind } from "./registrations";

export interface IdentityProvider {
  readonly kind: ProviderKind;
  readonly issuer: string;
  close(): Promise<void>;
}

export interface ProviderOptions {
  /** Portal origins accepted besides loopback ones (MOCK_PORTAL_ORIGINS). */
  readonly portalOrigins: readonly string[];
}

/** FranceConnect's level of assurance the portal asks for (acr_values=eidas1). */
const FC_ACR = "eidas1";

function render(ctx: RenderContext, page: Page): void {
  ctx.type = "html";
  ctx.set("Content-Security-Policy", page.csp);
  ctx.body = page.html;
}

function sendPage(res: ServerResponse, status: number, page: Page): void {
  res.setHeader("Content-Security-Policy", page.csp);
  sendHtml(res, status, page.html);
}

/** A fresh signing key per start: the tokens live no longer than the process. */
function signingKey(): { readonly kty: string; readonly [parameter: string]: unknown } {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return { ...privateKey.export({ format: "jwk" }), kty: "RSA", use: "sig", alg: "RS256", kid: randomBytes(8).toString("hex") };
}

function createProvider(kind: ProviderKind, issuer: string, options: ProviderOptions): Provider {
  const provider = new Provider(issuer, {
    clients: clientsOf(kind),
    jwks: { keys: [signingKey()] },
    // Secure is left to the request's scheme (cookies' default), so the cookies work over plain
    // http on 127.0.0.x and on the tester stack's names; lax, so they come back on the top-level
    // redirects from the portal.
    cookies: {
      keys: [randomBytes(32).toString("base64url")],
      long: { httpOnly: true, sameSite: "lax" },
      short: { httpOnly: true, sameSite: "lax" },
    },
    claims: CLAIMS_BY_SCOPE,
    // The name is in the id_token too (not only at userinfo): the backend reads it there.
    conformIdTokenClaims: false,
    acrValues: kind === "fc" ? [FC_ACR] : [],
    findAccount,
    interactions: { url: async (_ctx, interaction) => interactionPath(interaction.uid) },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => render(ctx, logoutPage(kind, form)),
        postLogoutSuccessSource: async (ctx) => render(ctx, postLogoutPage(kind)),
      },
    },
    renderError: async (ctx, out) => render(ctx, errorPage(kind, out)),
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 10 * 60,
      IdToken: 60 * 60,
      Interaction: 10 * 60,
      Session: 8 * 60 * 60,
      Grant: 8 * 60 * 60,
    },
  });
  const { portalOrigins } = options;
  // The portal's origin differs from run to run: the path is the client's own, the origin a rule
  // (clients.ts). Assigned on this provider's own Client class, not oidc-provider's.
  provider.Client.prototype.redirectUriAllowed = function (this: ClientInstance, value: string) {
    return isPortalAddress(value, redirectPathOf(this.clientId), portalOrigins);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function (this: ClientInstance, value: string) {
    return isPortalAddress(value, postLogoutPathOf(), portalOrigins);
  };
  provider.on("server_error", (_ctx, error) => console.error(`[${kind} provider]`, error));
  return provider;
}

/**
 * Consent is not asked: the portal's scopes are granted as soon as the persona is chosen, or, when
 * the provider already knows the user (another client of the same provider), straight away.
 */
async function grantConsent(provider: Provider, details: Interaction, accountId: string): Promise<string> {
  const clientId = String(details.params.client_id);
  const existing =
    details.grantId !== undefined && details.session?.accountId === accountId ? await provider.Grant.find(details.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  grant.addOIDCScope(typeof details.params.scope === "string" ? details.params.scope : "openid");
  const claims = details.prompt.details.missingOIDCClaims;
  if (claims && claims.length > 0) grant.addOIDCClaims(claims);
  return grant.save();
}

async function handleInteraction(kind: ProviderKind, provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let details: Interaction;
  try {
    details = await provider.interactionDetails(req, res);
  } catch (error) {
    // An expired or foreign interaction: nothing to go back to.
    return sendPage(res, 400, errorPage(kind, { error: "invalid_request", error_description: (error as Error).message }));
  }
  const clientId = String(details.params.client_id);

  if (req.method === "GET") {
    if (details.prompt.name === "consent" && details.session) {
      const grantId = await grantConsent(provider, details, details.session.accountId);
      return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    }
    return sendPage(res, 200, loginPage(kind, clientId));
  }
  if (req.method !== "POST")
    return sendPage(res, 405, errorPage(kind, { error: "invalid_request", error_description: "méthode non permise" }));

  const form = new URLSearchParams(await readBody(req));
  if (form.has("refus")) {
    return provider.interactionFinished(
      req,
      res,
      { error: "access_denied", error_description: "L'utilisateur a refusé la connexion." },
      { mergeWithLastSubmission: false },
    );
  }
  const persona = findPersona(form.get("persona") ?? "");
  if (!persona) return sendPage(res, 400, errorPage(kind, { error: "invalid_request", error_description: "identité inconnue" }));
  const grantId = await grantConsent(provider, details, persona.id);
  return provider.interactionFinished(req, res, {
    login: kind === "fc" ? { accountId: persona.id, acr: FC_ACR } : { accountId: persona.id },
    consent: { grantId },
  });
}

/**
 * One simulated identity provider, a real OpenID Provider (oidc-provider) on its own address:
 * discovery, authorization, token, end-session; its sign-in page chooses a persona.
 */
export async function startIdentityProvider(
  kind: ProviderKind,
  address: ProviderAddress,
  options: ProviderOptions,
): Promise<IdentityProvider> {
  const server = createServer();
  const { port } = await listen(server, address.port, address.host);
  const issuer = issuerOf({ ...address, port });
  const provider = createProvider(kind, issuer, options);
  const callback = provider.callback();
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://provider.invalid").pathname;
    if (!INTERACTION_PATH.test(path)) return callback(req, res);
    handleInteraction(kind, provider, req, res).catch((error: unknown) => {
      console.error(`[${kind} provider]`, error);
      if (!res.headersSent)
        sendPage(res, 500, errorPage(kind, { error: "server_error", error_description: "erreur du fournisseur simulé" }));
      else res.end();
    });
  });
  return {
    kind,
    issuer,
    close: () => closeServer(server),
  };
}
