import { type Counts, NO_COUNTS, addCounts, parseCounts } from "./counts";

/** Where the reporter writes a run's counts, from the repository's root; write-budget.ts reads them there. */
export const COUNTS_FILE = ".tmp/e2e-budget-counts.json";

/**
 * The start of the line the reporter also prints them on, where the run's files go with it (the
 * tester stack's container): write-budget.ts finds it in a saved log, whatever precedes it.
 */
export const COUNTS_LINE = "budget-counts ";

/** One run's counts, and what tells whether they are the suite's whole figures. */
export interface RunCounts {
  /** The tests' own outcome, before the budget's: a failed test stopped short of its counts. */
  readonly passed: boolean;
  /** Every test of every file ran (scope.ts); CI's two halves each run part of the suite. */
  readonly full: boolean;
  readonly files: ReadonlyMap<string, Counts>;
}

export function encodeCountsFile(run: RunCounts): string {
  const files = Object.fromEntries([...run.files].sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify({ passed: run.passed, full: run.full, files });
}

function parseCountsFile(text: string, from: string): RunCounts {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== "object" || parsed === null) throw new Error(`${from}: not a counts file`);
  const { passed, full, files } = parsed as Record<string, unknown>;
  if (typeof passed !== "boolean" || typeof full !== "boolean" || typeof files !== "object" || files === null)
    throw new Error(`${from}: not a counts file (passed, full and files expected)`);
  return { passed, full, files: new Map(Object.entries(files).map(([file, counts]) => [file, parseCounts(counts, `${from}: ${file}`)])) };
}

/** The counts in a counts file, or in each counts line of a log: one set a run. */
export function readCountsInput(text: string, from: string): RunCounts[] {
  if (text.trimStart().startsWith("{")) return [parseCountsFile(text, from)];
  const runs = text
    .split("\n")
    .filter((line) => line.includes(COUNTS_LINE))
    .map((line, index) => parseCountsFile(line.slice(line.indexOf(COUNTS_LINE) + COUNTS_LINE.length), `${from}, counts line ${index + 1}`));
  if (runs.length === 0) throw new Error(`${from}: neither a counts file nor a log with a "${COUNTS_LINE.trim()}" line`);
  return runs;
}

/** The counts of the parts of one run (CI's own-stack half and the tester stack's), each test counted in one part. */
export function sumRuns(runs: readonly RunCounts[]): Map<string, Counts> {
  const sum = new Map<string, Counts>();
  for (const run of runs) for (const [file, counts] of run.files) sum.set(file, addCounts(sum.get(file) ?? NO_COUNTS, counts));
  return sum;
}
