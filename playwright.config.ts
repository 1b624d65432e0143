import { type ReporterDescription, defineConfig, devices } from "@playwright/test";
import { ENGINES, type EngineName } from "./engines/drivers/driver";
import {
  BACKEND_PORT,
  E2E_LAUNCH_OPTIONS,
  EXTERNAL_STACK,
  FIXTURE_PORTALS,
  OWN_STACK,
  OWN_STACK_ONLY,
  PORTAL_ENV,
  PORTAL_PORT,
  PORTAL_URL,
  UNIVERS_MARIN_PORT,
  UNIVERS_MARIN_URL,
} from "./e2e/stack";

/**
 * The suite's budget (docs/testing.md, "The suite's budget"), beside the other reporters in
 * every run; in the tester stack's container it also prints its counts, whose file goes with it.
 */
const BUDGET_REPORTER: ReporterDescription = ["./e2e/budget/reporter.ts", { printCounts: EXTERNAL_STACK }];

export default defineConfig<object, { engine: EngineName }>({
  testDir: "e2e",
  // Not e2e/budget's unit tests (Vitest's).
  testMatch: "**/*.spec.ts",
  // The tests tagged OWN_STACK need the stack started below (e2e/stack.ts).
  grep: OWN_STACK_ONLY ? new RegExp(OWN_STACK) : undefined,
  grepInvert: EXTERNAL_STACK ? new RegExp(OWN_STACK) : undefined,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // On the CI machine at its slowest, a journey through a provider took 30 s beside the other
  // worker (docs/testing.md, "Time limits"): twice that, so that only a stuck test stops.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], BUDGET_REPORTER] : [["list"], ["html", { open: "never" }], BUDGET_REPORTER],
  use: {
    baseURL: PORTAL_URL,
    // The page's DOM at each step, without the screencast: recording its frames made every test
    // about half as slow again (docs/testing.md, "Time limits").
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true },
    // The service worker would precache the whole release in every test's context: only the
    // journeys about it allow it (e2e/offline.spec.ts, e2e/releases.spec.ts).
    serviceWorkers: "block",
    ...devices["Desktop Chrome"],
    launchOptions: E2E_LAUNCH_OPTIONS,
  },
  projects: [
    { name: "e2e", testDir: "e2e" },
    // The journeys that matter, once per engine (docs/cross-engine.md), on the portal started
    // here: the tester stack's Playwright image has none of the other engines.
    ...(EXTERNAL_STACK
      ? []
      : ENGINES.map((engine) => ({
          name: engine,
          testDir: "engines",
          grep: /./,
          // Driven through WebDriver and the DevTools protocol, a journey takes Firefox and WebKit up to
          // twice Chromium's time (docs/testing.md, "Time limits").
          timeout: 120_000,
          use: { engine, trace: "off" as const },
        }))),
  ],
  // The tester stack runs e2e/ against its own services (E2E_BASE_URL); otherwise start them here.
  webServer: EXTERNAL_STACK
    ? undefined
    : [
        {
          command: "npx tsx mock/backend/server.ts",
          url: `http://127.0.0.1:${BACKEND_PORT}/healthz`,
          env: { MOCK_BACKEND_PORT: String(BACKEND_PORT) },
          reuseExistingServer: !process.env.CI,
        },
        {
          // The framework fixtures are built first, once (only what changed since the last build).
          command: "npx tsx mock/univers-marin/fixtures/build.ts && npx tsx mock/univers-marin/host.ts",
          url: `http://127.0.0.1:${UNIVERS_MARIN_PORT}/healthz`,
          env: { MOCK_UNIVERS_MARIN_PORT: String(UNIVERS_MARIN_PORT) },
          reuseExistingServer: !process.env.CI,
          timeout: 15 * 60_000,
        },
        {
          command: "bash scripts/serve-nginx.sh",
          url: `${PORTAL_URL}/healthz`,
          env: { ...PORTAL_ENV, PORT: String(PORTAL_PORT) },
          reuseExistingServer: !process.env.CI,
        },
        // The same portal once per framework fixture, loading that fixture's main.js.
        ...FIXTURE_PORTALS.flatMap(({ app, port }) =>
          port === undefined
            ? []
            : [
                {
                  command: "bash scripts/serve-nginx.sh",
                  url: `http://127.0.0.1:${port}/healthz`,
                  env: { ...PORTAL_ENV, UNIVERS_MARIN_HOST: `${UNIVERS_MARIN_URL}/${app}`, PORT: String(port) },
                  reuseExistingServer: !process.env.CI,
                },
              ],
        ),
      ],
});
