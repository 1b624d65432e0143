/** Ports and settings of the stack the end-to-end suite runs against (playwright.config.ts). */
export const PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT ?? 18080);
export const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 18081);
export const UNIVERS_MARIN_PORT = Number(process.env.E2E_UNIVERS_MARIN_PORT ?? 18082);

export const PORTAL_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORTAL_PORT}`;
export const BACKEND_URL = process.env.E2E_BACKEND_URL ?? `http://127.0.0.1:${BACKEND_PORT}`;
export const UNIVERS_MARIN_URL = process.env.E2E_UNIVERS_MARIN_URL ?? `http://127.0.0.1:${UNIVERS_MARIN_PORT}`;

/** True when the suite runs against a stack it did not start (the tester stack's Playwright service). */
export const EXTERNAL_STACK = Boolean(process.env.E2E_BASE_URL);

/** The runtime configuration the portal under test is started with. */
export const PORTAL_ENV: Record<string, string> = {
  BACKEND_URL,
  UNIVERS_MARIN_HOST: UNIVERS_MARIN_URL,
  SHIPOWNER_PORTAL_URL: "https://armateurs.example.gouv.fr/accueil",
  YACHT_OWNER_PORTAL_URL: "https://plaisance.example.gouv.fr/",
  CERBERE_ACCOUNT_CREATION_URL: "https://cerbere.example.gouv.fr/creation-compte",
  LINK_CONTACT: "https://mer.example.gouv.fr/contact",
  LINK_LEGAL_NOTICES: "https://mer.example.gouv.fr/mentions-legales",
  LINK_PERSONAL_DATA: "https://mer.example.gouv.fr/donnees-personnelles",
  LINK_COOKIES: "https://mer.example.gouv.fr/cookies",
  LINK_TERMS_OF_USE: "https://mer.example.gouv.fr/cgu",
  LINK_PORTAL_OF_PORTALS: "https://mer.example.gouv.fr/",
  MEDICAL_PORTAL_LOGOUT_URL: `${UNIVERS_MARIN_URL}/medical-logout.html`,
  // Where the simulated backend's autoconnexion urls point (mock/backend/personas.ts).
  MEDICAL_PORTAL_URL: "https://rdv-sante-marin.example.gouv.fr",
};
