import { INTERACTION_PATH } from "../../mock/identity/interaction-path";
/**
 * What a test costs a run whatever the machine's speed, counted while it runs (record.ts) and
 * summed per spec file against e2e/suite-budget.ts (docs/testing.md, "The suite's budget").
 */
export interface Counts {
  /** Tests run, skipped ones included: exact from run to run, so that one test more is over budget. */
  readonly tests: number;
  /** Documents loaded in the main frame of any page of the test, redirects' hops not counted. */
  readonly pageLoads: number;
  /** Of those, the simulated providers' sign-in pages (/interaction/<uid>): a person walking a provider's page. */
  readonly browserSignIns: number;
  readonly fullPageAxe: number;
  /** axe runs on a part of a page only (AxeBuilder's include), counted apart: they cost less. */
  readonly scopedAxe: number;
  /** Portals started by the test itself (e2e/extra-portal.ts), beside the stack's. */
  readonly extraPortals: number;
}

export type Counter = keyof Counts;

export const COUNTERS: readonly Counter[] = ["tests", "pageLoads", "browserSignIns", "fullPageAxe", "scopedAxe", "extraPortals"];

/** How the reporter's lines name each counter. */
export const COUNTER_NAMES: Readonly<Record<Counter, string>> = {
  tests: "tests",
  pageLoads: "page loads",
  browserSignIns: "browser sign-ins",
  fullPageAxe: "full-page axe runs",
  scopedAxe: "scoped axe runs",
  extraPortals: "extra portals",
};

export const NO_COUNTS: Counts = { tests: 0, pageLoads: 0, browserSignIns: 0, fullPageAxe: 0, scopedAxe: 0, extraPortals: 0 };

export function addCounts(a: Counts, b: Counts): Counts {
  return {
    tests: a.tests + b.tests,
    pageLoads: a.pageLoads + b.pageLoads,
    browserSignIns: a.browserSignIns + b.browserSignIns,
    fullPageAxe: a.fullPageAxe + b.fullPageAxe,
    scopedAxe: a.scopedAxe + b.scopedAxe,
    extraPortals: a.extraPortals + b.extraPortals,
  };
}

/** The type of the test annotation that carries a test's counts from its worker to the reporter. */
export const COUNTS_ANNOTATION = "budget-counts";

/** What a test's annotation says: its counts and the test they are for (see countsOf). */
export function encodeCounts(counts: Counts, testId: string): string {
  return JSON.stringify({ testId, ...counts });
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

/** Counts from what encodeCounts or a counts file wrote; throws on anything else, naming where it came from. */
export function parseCounts(value: unknown, from: string): Counts {
  if (typeof value !== "object" || value === null) throw new Error(`${from}: not a set of counts: ${JSON.stringify(value)}`);
  const fields = value as Record<string, unknown>;
  const counts: Record<Counter, number> = { ...NO_COUNTS };
  for (const counter of COUNTERS) {
    const field = fields[counter];
    if (!isCount(field)) throw new Error(`${from}: ${counter} is not a count: ${JSON.stringify(field)}`);
    counts[counter] = field;
  }
  return counts;
}

/** A redirect's answer is a hop of a navigation, not a document. */
const REDIRECTS: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

export function isRedirect(status: number): boolean {
  return REDIRECTS.has(status);
}

export function isProviderSignInPage(url: string): boolean {
  return URL.canParse(url) && INTERACTION_PATH.test(new URL(url).pathname);
}
