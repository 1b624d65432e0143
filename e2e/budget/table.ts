import type { SuiteBudget } from "./compare";
import { COUNTERS, type Counts, NO_COUNTS, addCounts } from "./counts";
import type { FileTotals, TestRun } from "./totals";

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

/** The `most` slowest tests, slowest first: time, file, project and title path. */
export function slowestTests(runs: readonly TestRun[], most = 10): string[] {
  const slowest = [...runs].sort((a, b) => b.durationMs - a.durationMs || a.file.localeCompare(b.file)).slice(0, most);
  if (slowest.length === 0) return [];
  const width = Math.max(...slowest.map((run) => seconds(run.durationMs).length));
  return [
    `budget: the ${slowest.length} slowest of ${runs.length} tests:`,
    ...slowest.map((run) => `  ${seconds(run.durationMs).padStart(width)}  ${run.file} [${run.project}] ${run.titlePath.join(" › ")}`),
  ];
}

const HEADINGS = ["file", "time", "tests", "page loads", "sign-ins", "axe runs", "scoped axe", "portals"] as const;

/** Each counter as count/budget, "-" for a file with no entry. */
function countCells(counts: Counts, budget: Counts | undefined): string[] {
  return COUNTERS.map((counter) => `${counts[counter]}/${budget === undefined ? "-" : budget[counter]}`);
}

/** Each file's totals beside its budget, slowest file first, then the run's total. */
export function fileTable(totals: ReadonlyMap<string, FileTotals>, budget: SuiteBudget): string[] {
  if (totals.size === 0) return [];
  const files = [...totals].sort(([a, x], [b, y]) => y.durationMs - x.durationMs || a.localeCompare(b));
  const all = files.reduce(
    (sum, [, file]) => ({
      durationMs: sum.durationMs + file.durationMs,
      counts: addCounts(sum.counts, file.counts),
    }),
    { durationMs: 0, counts: NO_COUNTS },
  );
  // The budget of the files that ran, so that a partial run's total reads against its own share.
  const budgetOfAll = files.flatMap(([file]) => budget[file] ?? []).reduce<Counts>(addCounts, NO_COUNTS);
  const rows = [
    [...HEADINGS],
    ...files.map(([file, sum]) => [file, seconds(sum.durationMs), ...countCells(sum.counts, budget[file])]),
    ["total", seconds(all.durationMs), ...countCells(all.counts, budgetOfAll)],
  ];
  const widths = HEADINGS.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length)));
  const line = (row: readonly string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join("  ");
  return ["budget: each file's run (count/budget):", ...rows.map((row) => `  ${line(row)}`.trimEnd())];
}
