/**
 * Deliberately broken /main.js variants for the failure tests (e2e/univers-marin-failures.spec.ts).
 * Only a host started with MOCK_UNIVERS_MARIN_FAULTS=1 serves them.
 */
const FAULTS = [
  "none",
  "missing",
  "esm",
  "html",
  "throws",
  "no-lifecycles",
  "mount-rejects",
  "slow-mount",
  "flaky",
  "slow-response",
] as const;
export type Fault = (typeof FAULTS)[number];

export function isFault(value: string): value is Fault {
  return (FAULTS as readonly string[]).includes(value);
}

/** How long the slow variant takes to mount: over the 3000 ms mount limit of spec 9. */
const SLOW_MOUNT_MS = 4500;

/**
 * How many attempts at /main.js the flaky host answers 503 before it serves the real build. An
 * attempt is a URL: the portal asks for main.js, then main.js?retry=1 and so on, and single-spa
 * may ask for the same URL twice in one attempt.
 */
const FLAKY_FAILURES = 3;

/**
 * How long the slow host takes to answer /main.js: past the portal's 8 s slow-connection notice,
 * which counts from the module's loading state. A /univers-marin page's entry asks for main.js
 * before the app has booted and set that state: on a busy machine, seconds before.
 */
export const SLOW_RESPONSE_MS = 14_000;

/**
 * The fault a request for /main.js meets, given its attempt's rank since the fault was set
 * (0 for the first URL asked for): the flaky host fails the first FLAKY_FAILURES, then recovers.
 */
export function faultFor(fault: Fault, attempt: number): Fault {
  return fault === "flaky" && attempt >= FLAKY_FAILURES ? "none" : fault;
}

function systemRegister(body: string): string {
  return `System.register([], function (_export) {\n  "use strict";\n  return {\n    execute: function () {\n${body}\n    }\n  };\n});\n`;
}

const page = (title: string) => `props.domElement.innerHTML = '<div class="fr-container fr-my-6w"><h1>${title}</h1></div>';`;

export interface FaultyResponse {
  readonly status: number;
  readonly type: string;
  readonly body: string;
}

/** What /main.js answers under a fault; undefined means the real demo build. */
export function faultyMainJs(fault: Fault): FaultyResponse | undefined {
  const js = (body: string): FaultyResponse => ({ status: 200, type: "application/javascript", body });
  switch (fault) {
    case "none":
    case "slow-response":
      return undefined;
    case "flaky":
      return { status: 503, type: "text/plain", body: "service unavailable\n" };
    case "missing":
      return { status: 404, type: "text/plain", body: "not found\n" };
    case "esm":
      return js("export async function bootstrap() {}\nexport async function mount() {}\nexport async function unmount() {}\n");
    case "html":
      return { status: 200, type: "text/html", body: "<!doctype html><html><body><h1>Bienvenue sur nginx</h1></body></html>\n" };
    case "throws":
      return js(systemRegister('      throw new Error("demo module failed while executing");'));
    case "no-lifecycles":
      return js(systemRegister('      _export({ name: "univers-marin without lifecycles" });'));
    case "mount-rejects":
      return js(
        systemRegister(`      _export({
        bootstrap: function () { return Promise.resolve(); },
        mount: function () { return Promise.reject(new Error("demo mount rejected")); },
        unmount: function () { return Promise.resolve(); }
      });`),
      );
    case "slow-mount":
      return js(
        systemRegister(`      _export({
        bootstrap: function () { return Promise.resolve(); },
        mount: function (props) {
          return new Promise(function (resolve) {
            setTimeout(function () { ${page("Montage lent terminé")} resolve(); }, ${SLOW_MOUNT_MS});
          });
        },
        unmount: function (props) { props.domElement.innerHTML = ""; return Promise.resolve(); }
      });`),
      );
  }
}
