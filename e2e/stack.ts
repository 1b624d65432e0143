import type { LaunchOptions } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium";
/** Ports and settings of the stack the end-to-end suite runs against (playwright.config.ts). */
export const PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT ?? 18080);
export const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 18081);
export const UNIVERS_MARIN_PORT = Number(process.env.E2E_UNIVERS_MARIN_PORT ?? 18082);

export const PORTAL_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORTAL_PORT}`;
export const BACKEND_URL = process.env.E2E_BACKEND_URL ?? `http://127.0.0.1:${BACKEND_PORT}`;
export const UNIVERS_MARIN_URL = process.env.E2E_UNIVERS_MARIN_URL ?? `http://127.0.0.1:${UNIVERS_MARIN_PORT}`;

/** True when the suite runs against a stack it did not start (the tester stack's Playwright service). */
export const EXTERNAL_STACK = Boolean(process.env.E2E_BASE_URL);

/**
 * How the suite starts Chromium: Debian's where there is one, Playwright's own in the tester
 * stack's image, both with the same flags. The tester stack serves the portal
 * over plain HTTP under a name (http://portal:8080), which, unlike 127.0.0.1, is no secure
 * context: Chromium would ignore the Cross-Origin-Opener-Policy and log it. Treat it as the HTTPS
 * origin it stands for in production.
 */
const stackOriginArgs = EXTERNAL_STACK ? [`--unsafely-treat-insecure-origin-as-secure=${new URL(PORTAL_URL).origin}`] : [];
export const E2E_LAUNCH_OPTIONS: LaunchOptions = {
  ...(CHROMIUM_PATH ? { executablePath: CHROMIUM_PATH } : {}),
  args: [...CHROMIUM_FLAGS, ...stackOriginArgs],
};

/**
 * The tag of the tests that need the stack the suite starts itself: their own nginx, the local
 * dist/, the local simulated backend's echo endpoints. Against another stack they are left out
 * (playwright.config.ts); with E2E_OWN_STACK_ONLY=1 only they run, which is how CI runs npm test
 * when the tester stack runs the rest against the image (.ci/run): each test runs once.
 */
export const OWN_STACK = "@own-stack";
export const OWN_STACK_ONLY = process.env.E2E_OWN_STACK_ONLY === "1";

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

/** The framework fixtures of univers-marin (mock/univers-marin/fixtures): what a sub-application team ships. */
const FIXTURE_APPS = ["react", "angular"] as const;
export type FixtureApp = (typeof FIXTURE_APPS)[number];

export interface FixturePortal {
  readonly app: FixtureApp;
  readonly url: string;
  /** Set when this suite starts the portal itself (playwright.config.ts). */
  readonly port?: number;
}

function isFixtureApp(name: string | undefined): name is FixtureApp {
  return (FIXTURE_APPS as readonly (string | undefined)[]).includes(name);
}

/**
 * A portal per fixture, each with UNIVERS_MARIN_HOST on that fixture's folder of the demo host
 * (/react/main.js), started beside the main one so that one run covers every fixture. Against
 * a stack the suite did not start, only the fixture it serves as /main.js
 * (E2E_UNIVERS_MARIN_APP, the compose file's UNIVERS_MARIN_APP), if any.
 */
export const FIXTURE_PORTALS: readonly FixturePortal[] = EXTERNAL_STACK
  ? isFixtureApp(process.env.E2E_UNIVERS_MARIN_APP)
    ? [{ app: process.env.E2E_UNIVERS_MARIN_APP, url: PORTAL_URL }]
    : []
  : FIXTURE_APPS.map((app, index) => {
      // Beside the port of the portals tests start themselves (runtime-config.spec.ts).
      const port = Number(process.env.E2E_OWN_PORTAL_PORT ?? 18090) + 1 + index;
      return { app, port, url: `http://127.0.0.1:${port}` };
    });
