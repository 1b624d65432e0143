import type { BudgetEntry, SuiteBudget } from "./compare";
import { COUNTERS, COUNTER_NAMES, type Counts } from "./counts";

/** The reason of an entry write-budget.ts adds: a person replaces it before the change is reviewed. */
export const PLACEHOLDER_REASON = "TO BE WRITTEN: why this file needs these figures (a new entry of write-budget.ts)";

export interface UpdatedBudget {
  readonly budget: SuiteBudget;
  /** One line per figure changed, entry added or removed, then the entries kept without a count. */
  readonly notes: readonly string[];
}

/**
 * The budget with each counted file's figures set to its counts, its reason kept. A file the runs
 * did not count keeps its entry while it exists (the runs were part of the suite), and loses it
 * once it is gone.
 */
export function updateBudget(budget: SuiteBudget, counts: ReadonlyMap<string, Counts>, exists: (file: string) => boolean): UpdatedBudget {
  const next: Record<string, BudgetEntry> = {};
  const notes: string[] = [];
  const kept: string[] = [];
  for (const file of [...new Set([...Object.keys(budget), ...counts.keys()])].sort((a, b) => a.localeCompare(b))) {
    const entry = budget[file];
    const counted = counts.get(file);
    if (counted === undefined) {
      if (entry === undefined) continue;
      if (exists(file)) {
        next[file] = entry;
        kept.push(file);
      } else {
        notes.push(`${file}: the file is gone, its entry removed`);
      }
      continue;
    }
    next[file] = { ...counted, reason: entry?.reason ?? PLACEHOLDER_REASON };
    if (entry === undefined) {
      notes.push(`${file}: new entry, its reason to be written`);
      continue;
    }
    const changed = COUNTERS.filter((counter) => entry[counter] !== counted[counter]);
    if (changed.length > 0)
      notes.push(`${file}: ${changed.map((counter) => `${COUNTER_NAMES[counter]} ${entry[counter]} → ${counted[counter]}`).join(", ")}`);
  }
  if (kept.length > 0) notes.push(`not in these counts, kept as they were: ${kept.join(", ")}`);
  return { budget: next, notes };
}

const HEADER = `import type { SuiteBudget } from "./budget/compare";

/**
 * What each spec file may cost a run, whatever the machine's speed: its tests, its page loads, its
 * sign-ins through a provider's page in the browser, its full-page axe runs and the portals it
 * starts (e2e/budget/counts.ts). The reporter (e2e/budget/reporter.ts) fails a run that goes over
 * (page loads may go a few over: compare.ts, allowedOver) or runs a file with no entry:
 * docs/testing.md, "The suite's budget". The figures are a full run's counts, written by
 * e2e/budget/write-budget.ts; each reason by hand.
 */
export const SUITE_BUDGET: SuiteBudget = {
`;

/** The source of e2e/suite-budget.ts, before Prettier. */
export function renderBudget(budget: SuiteBudget): string {
  const entries = Object.entries(budget)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, entry]) => {
      const figures = COUNTERS.map((counter) => `${counter}: ${entry[counter]}`).join(", ");
      return `  ${JSON.stringify(file)}: { ${figures}, reason: ${JSON.stringify(entry.reason)} },\n`;
    });
  return `${HEADER}${entries.join("")}};\n`;
}
