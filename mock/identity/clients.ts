import type { ClientMetadata } from "oidc-provider";
import { CLIENT_SECRETS, POST_LOGOUT_PATH, REDIRECT_PATH_PREFIX, type ProviderKind, registrationsOf } from "./registrations";

const LOOPBACK_HOST = /^(?:127(?:\.\d{1,3}){3}|localhost|\[::1\])$/;

/**
 * A portal address the provider sends the browser back to: the path exactly, on an http(s) origin
 * that is loopback or one of `origins`. The portal's origin changes from run to run (npm start,
 * each e2e portal, the tester stack), which is why the origin is a rule here while a real provider
 * holds one registered address per client; the path is still checked exactly, and the whole value
 * must be written as origin + path, so no query, fragment, credentials or odd spelling gets through.
 */
export function isPortalAddress(value: string, path: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (value !== `${url.origin}${path}`) return false;
  return LOOPBACK_HOST.test(url.hostname) || origins.includes(url.origin);
}

export const redirectPathOf = (clientId: string): string => `${REDIRECT_PATH_PREFIX}${clientId}`;
export const postLogoutPathOf = (): string => POST_LOGOUT_PATH;

/**
 * The provider's clients. The registered addresses only satisfy oidc-provider's schema: which
 * addresses are accepted is decided by isPortalAddress (provider.ts overrides the checks).
 */
export function clientsOf(kind: ProviderKind): readonly ClientMetadata[] {
  return registrationsOf(kind).map((id) => ({
    client_id: id,
    client_secret: CLIENT_SECRETS[id],
    client_name: `Portail du marin (${id})`,
    redirect_uris: [`http://127.0.0.1${redirectPathOf(id)}`],
    post_logout_redirect_uris: [`http://127.0.0.1${postLogoutPathOf()}`],
    grant_types: ["authorization_code"],
    response_types: ["code"],
    token_endpoint_auth_method: "client_secret_basic",
  }));
}
