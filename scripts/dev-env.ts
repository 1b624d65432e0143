import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The Vite dev server's port: read here for the server and for the address npm start prints. */
export const DEV_PORTAL_PORT = Number(process.env.PORT ?? 5173);
export const DEV_BACKEND_PORT = Number(process.env.MOCK_BACKEND_PORT ?? 8081);
export const DEV_UNIVERS_MARIN_PORT = Number(process.env.MOCK_UNIVERS_MARIN_PORT ?? 8082);

/**
 * The runtime configuration of `npm start`: the simulated backend and the demo univers-marin
 * on loopback, example addresses for the rest. Any variable set in the shell wins.
 */
const DEFAULTS: Record<string, string> = {
  UNIVERS_MARIN_HOST: `http://127.0.0.1:${DEV_UNIVERS_MARIN_PORT}`,
  CERBERE_ACCOUNT_CREATION_URL: "https://cerbere.example.gouv.fr/creation-compte",
  LINK_CONTACT: "https://www.mer.gouv.fr/contact",
  LINK_LEGAL_NOTICES: "https://www.mer.gouv.fr/mentions-legales",
  LINK_PERSONAL_DATA: "https://www.mer.gouv.fr/donnees-personnelles",
  LINK_COOKIES: "https://www.mer.gouv.fr/gestion-des-cookies",
  LINK_TERMS_OF_USE: "https://www.mer.gouv.fr/conditions-generales-utilisation",
  LINK_PORTAL_OF_PORTALS: "https://www.mer.gouv.fr/",
  MEDICAL_PORTAL_LOGOUT_URL: `http://127.0.0.1:${DEV_UNIVERS_MARIN_PORT}/medical-logout.html`,
  MEDICAL_PORTAL_URL: "https://rdv-sante-marin.example.gouv.fr",
  SHIPOWNER_PORTAL_URL: "https://armateurs.example.gouv.fr/",
  YACHT_OWNER_PORTAL_URL: "https://plaisance.example.gouv.fr/",
  SESSION_IDLE_TIMEOUT_MINUTES: "30",
};

/** univers-marin's entry of the import map, as the entrypoint writes it (SUB_APPLICATION_MODULES is the container's only). */
function devImportMap(): { imports: Record<string, string> } {
  const host = (process.env.UNIVERS_MARIN_HOST ?? DEFAULTS.UNIVERS_MARIN_HOST ?? "").replace(/\/+$/, "");
  return { imports: host ? { "univers-marin": `${host}/main.js` } : {} };
}

/**
 * env.template.js with each ${VAR} replaced by its JSON string literal and ${PORTAL_IMPORT_MAP} by
 * the import map, as the container's entrypoint does.
 */
export function renderDevEnvJs(root: string): string {
  const template = readFileSync(join(root, "env.template.js"), "utf8");
  return template.replace(/\$\{([A-Z_]+)\}/g, (_, name: string) =>
    JSON.stringify(name === "PORTAL_IMPORT_MAP" ? devImportMap() : (process.env[name] ?? DEFAULTS[name] ?? "")),
  );
}
