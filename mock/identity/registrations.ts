import { randomBytes } from "node:crypto";
import type { SignInProviderId } from "../../src/features/sign-in/sign-in";

export type ProviderKind = "fc" | "cer";

/**
 * The portal's six sign-in ids (docs/decisions.md, kept in src/features/sign-in/sign-in.ts: an id added
 * or renamed there fails the type check here) and the provider each one goes to: Spring's client
 * registrations, read by the backend as its configuration and by the providers as their clients.
 */
export const REGISTRATIONS = {
  fc: "fc",
  "fc-ayant-droit": "fc",
  cer: "cer",
  "cer-ayant-droit": "cer",
  "cer-agent": "cer",
  "cer-agent-vvm": "cer",
} as const satisfies Readonly<Record<SignInProviderId, ProviderKind>>;

export type RegistrationId = keyof typeof REGISTRATIONS;

export function isRegistrationId(id: string): id is RegistrationId {
  return Object.hasOwn(REGISTRATIONS, id);
}

export function registrationsOf(kind: ProviderKind): readonly RegistrationId[] {
  return (Object.keys(REGISTRATIONS) as RegistrationId[]).filter((id) => REGISTRATIONS[id] === kind);
}

/**
 * One confidential client per registration, not one per provider: each registration has its own
 * redirect path (/login/oauth2/code/{id}), and the provider checks that path exactly, client by
 * client, as a real provider checks the one address a service registered. The secrets are drawn
 * at start: the backend and the providers run in the same process, and nothing else needs them.
 */
export const CLIENT_SECRETS: Readonly<Record<RegistrationId, string>> = Object.fromEntries(
  Object.keys(REGISTRATIONS).map((id) => [id, randomBytes(24).toString("base64url")]),
) as Record<RegistrationId, string>;

export const REDIRECT_PATH_PREFIX = "/login/oauth2/code/";
export const POST_LOGOUT_PATH = "/login";
