/** The providers' own sign-in page, one address per interaction (oidc-provider's interactions.url). */
export const interactionPath = (uid: string): string => `/interaction/${uid}`;

/** That address, the interaction's uid captured. */
export const INTERACTION_PATH = /^\/interaction\/([^/]+)$/;
