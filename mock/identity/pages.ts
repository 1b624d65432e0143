import { createHash } from "node:crypto";
import { escapeHtml } from "../backend/http-helpers";
import { PERSONAS } from "../backend/personas";
import type { ProviderKind } from "./registrations";

const PROVIDER_NAMES: Readonly<Record<ProviderKind, string>> = {
  fc: "FranceConnect (simulé)",
  cer: "Cerbère (simulé)",
};

const loginHeading = (kind: ProviderKind): string => `${PROVIDER_NAMES[kind]} : choisissez une identité`;
const logoutButtonLabel = (kind: ProviderKind): string => `Se déconnecter de ${PROVIDER_NAMES[kind]}`;

/** Nothing loads from elsewhere; the favicon is inline so the browser asks the provider for nothing else. */
const BASE_CSP = "default-src 'none'; img-src data:; frame-ancestors 'none'";

export interface Page {
  readonly html: string;
  readonly csp: string;
}

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="data:,">
  <title>${escapeHtml(title)}</title>
</head>
<body>
  <main>
${body}
  </main>
</body>
</html>
`;
}

/**
 * The provider's sign-in page: one button per persona, and a refusal. The form posts back to
 * the interaction's own address, where the interaction cookie is sent.
 */
export function loginPage(kind: ProviderKind, clientId: string): Page {
  const buttons = PERSONAS.map(
    (persona) => `      <li>
        <button type="submit" name="persona" value="${escapeHtml(persona.id)}" aria-describedby="persona-${escapeHtml(persona.id)}">${escapeHtml(persona.label)}</button>
        <p id="persona-${escapeHtml(persona.id)}">${escapeHtml(persona.description)}</p>
      </li>`,
  ).join("\n");
  const heading = loginHeading(kind);
  return {
    csp: BASE_CSP,
    html: document(
      heading,
      `    <h1>${escapeHtml(heading)}</h1>
    <p>Fournisseur d'identité simulé du portail du marin. Service demandeur : ${escapeHtml(clientId)}.</p>
    <form method="post">
      <ul>
${buttons}
      </ul>
      <p><button type="submit" name="refus" value="1">Refuser la connexion</button></p>
    </form>`,
    ),
  };
}

const SUBMIT_SCRIPT = "document.forms[0].submit();";
const SUBMIT_SCRIPT_HASH = createHash("sha256").update(SUBMIT_SCRIPT).digest("base64");

/**
 * The end-session page: oidc-provider's form (its action and xsrf field) with logout=yes, sent at
 * once by a small script, so that the logout the portal asked for is confirmed without a question,
 * as FranceConnect's is. The button stays visible for a browser without scripts.
 */
export function logoutPage(kind: ProviderKind, form: string): Page {
  const label = logoutButtonLabel(kind);
  const confirmed = form.replace(
    "</form>",
    `<input type="hidden" name="logout" value="yes"><button type="submit">${escapeHtml(label)}</button></form>`,
  );
  return {
    csp: `${BASE_CSP}; script-src 'sha256-${SUBMIT_SCRIPT_HASH}'`,
    html: document(
      label,
      `    <h1>${escapeHtml(PROVIDER_NAMES[kind])} : déconnexion</h1>
    ${confirmed}
    <script>${SUBMIT_SCRIPT}</script>`,
    ),
  };
}

/** After a logout that named no address to go back to. */
export function postLogoutPage(kind: ProviderKind): Page {
  const title = `${PROVIDER_NAMES[kind]} : vous êtes déconnecté`;
  return { csp: BASE_CSP, html: document(title, `    <h1>${escapeHtml(title)}</h1>`) };
}

/** A request the provider refuses without a client to send the browser back to (unknown address, expired interaction). */
export function errorPage(kind: ProviderKind, details: Readonly<Record<string, string>>): Page {
  const title = `${PROVIDER_NAMES[kind]} : demande refusée`;
  const lines = Object.entries(details)
    .map(([key, value]) => `      <dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join("\n");
  return { csp: BASE_CSP, html: document(title, `    <h1>${escapeHtml(title)}</h1>\n    <dl>\n${lines}\n    </dl>`) };
}
