import { escapeHtml } from "./http-helpers";
import { PERSONAS } from "./personas";

/** The six ids of DESIGN.md and the sign-in page each one starts from. */
const HOME_OF_PROVIDER: Readonly<Record<string, string>> = {
  fc: "/login",
  cer: "/login",
  "fc-ayant-droit": "/loginAyantDroit",
  "cer-ayant-droit": "/loginAyantDroit",
  "cer-agent": "/login-agent",
  "cer-agent-vvm": "/login-agent",
};

const SIGN_IN_PAGE = /^(?:\/(?:fr|en|es))?\/(?:login|loginAyantDroit|login-agent)$/;

export function isProviderId(id: string): boolean {
  return Object.hasOwn(HOME_OF_PROVIDER, id);
}

/** A sign-in page path to go back to: only those, so the form cannot be turned into an open redirect. */
export function isSignInPage(path: string): boolean {
  return SIGN_IN_PAGE.test(path);
}

/** The page the user came from (Referer), as the real backend remembers it; else the provider's own. */
export function returnPathFor(providerId: string, referer: string | undefined): string {
  if (referer) {
    try {
      const path = new URL(referer).pathname.replace(/\/$/, "");
      if (isSignInPage(path)) return path;
    } catch {
      // An unreadable Referer falls back to the provider's page.
    }
  }
  return HOME_OF_PROVIDER[providerId] ?? "/login";
}

/** An identity provider's test page: a plain form, no script (nginx serves it under the portal's CSP). */
export function chooserPage(providerId: string, returnPath: string): string {
  const buttons = PERSONAS.map(
    (persona) => `      <li>
        <button type="submit" name="persona" value="${escapeHtml(persona.id)}">${escapeHtml(persona.label)}</button>
        <p>${escapeHtml(persona.description)}</p>
      </li>`,
  ).join("\n");
  return `<!doctype html>
<html lang="fr">
<head>
  <meta charset="utf-8">
  <link rel="icon" href="data:,">
  <title>Connexion simulée (${escapeHtml(providerId)})</title>
</head>
<body>
  <main>
    <h1>Connexion simulée : ${escapeHtml(providerId)}</h1>
    <p>Backend simulé du portail du marin. Choisissez la personne avec laquelle vous connecter.</p>
    <form method="post" action="/oauth2/authorization/${encodeURIComponent(providerId)}">
      <input type="hidden" name="retour" value="${escapeHtml(returnPath)}">
      <ul>
${buttons}
      </ul>
    </form>
  </main>
</body>
</html>
`;
}
