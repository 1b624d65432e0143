import { COUNTS_ANNOTATION, type Counts, NO_COUNTS, addCounts, parseCounts } from "./counts";

/** One attempt of one test, as the reporter saw it end. */
export interface TestRun {
  /** The spec file, from the repository's root: e2e/session.spec.ts. */
  readonly file: string;
  readonly project: string;
  /** Its describe blocks' titles, then its own. */
  readonly titlePath: readonly string[];
  readonly durationMs: number;
  readonly counts: Counts;
}

export interface FileTotals {
  readonly durationMs: number;
  readonly counts: Counts;
}

const NO_TOTALS: FileTotals = { durationMs: 0, counts: NO_COUNTS };

function namesAnotherTest(value: unknown, testId: string): boolean {
  return typeof value === "object" && value !== null && "testId" in value && value.testId !== testId;
}

/**
 * A test's counts from its annotations (record.ts writes one); none for a test that counted nothing.
 * Playwright copies what a beforeAll annotated to every later test of its describe, so only the
 * annotations written for this test are its own.
 */
export function countsOf(
  annotations: readonly { readonly type: string; readonly description?: string }[],
  testId: string,
  from: string,
): Counts {
  return annotations
    .filter((annotation) => annotation.type === COUNTS_ANNOTATION)
    .map((annotation): unknown => JSON.parse(annotation.description ?? "null"))
    .filter((value) => !namesAnotherTest(value, testId))
    .map((value) => parseCounts(value, from))
    .reduce(addCounts, NO_COUNTS);
}

/** Each file's totals, with a zero line for each of files that no run reached (a file whose tests were all skipped). */
export function totalsByFile(runs: readonly TestRun[], files: Iterable<string> = []): Map<string, FileTotals> {
  const totals = new Map<string, FileTotals>();
  for (const file of files) totals.set(file, NO_TOTALS);
  for (const run of runs) {
    const sum = totals.get(run.file) ?? NO_TOTALS;
    totals.set(run.file, { durationMs: sum.durationMs + run.durationMs, counts: addCounts(sum.counts, run.counts) });
  }
  return totals;
}

/** Only the counts of each file: what a counts file holds and the budget is checked against. */
export function countsByFile(totals: ReadonlyMap<string, FileTotals>): Map<string, Counts> {
  return new Map([...totals].map(([file, { counts }]) => [file, counts]));
}
