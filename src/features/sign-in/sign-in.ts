/** The six sign-in redirects of spec point 7, with the ids of docs/decisions.md. */
export const SIGN_IN_PROVIDERS = {
  fc: "fc",
  cer: "cer",
  fcAyantDroit: "fc-ayant-droit",
  cerAyantDroit: "cer-ayant-droit",
  cerAgent: "cer-agent",
  /** An agent viewing the seafarer version. */
  cerAgentVvm: "cer-agent-vvm",
} as const;

export type SignInProviderId = (typeof SIGN_IN_PROVIDERS)[keyof typeof SIGN_IN_PROVIDERS];

/** The backend's sign-in address, proxied by nginx on the portal's origin. */
export function signInUrl(id: SignInProviderId): string {
  return `/oauth2/authorization/${id}`;
}
