const SIGN_IN_PAGE = /^(?:\/(?:fr|en|es))?\/(?:login|loginAyantDroit|login-agent)$/;

/**
 * A sign-in page path the persona shortcut may go back to (POST /oauth2/authorization/{id},
 * form retour): only those, so the form cannot be turned into an open redirect.
 */
export function isSignInPage(path: string): boolean {
  return SIGN_IN_PAGE.test(path);
}
