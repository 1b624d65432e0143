import { COUNTERS, COUNTER_NAMES, type Counter, type Counts } from "./counts";

/** Where the committed budget is, as the reporter's lines name it. */
export const BUDGET_FILE = "e2e/suite-budget.ts";

export interface BudgetEntry extends Counts {
  /** Why the figures are what they are: raising one is a reviewed change, its reason beside it. */
  readonly reason: string;
}

/** One entry per spec file, keyed by its path from the repository's root. */
export type SuiteBudget = Readonly<Record<string, BudgetEntry>>;

export type Breach =
  | {
      readonly kind: "over";
      readonly file: string;
      readonly counter: Counter;
      readonly count: number;
      readonly budget: number;
    }
  | { readonly kind: "missing"; readonly file: string; readonly counts: Counts };

/**
 * How far a count may go past its figure. Page loads vary by a few from run to run (an engine that
 * reloads a page it could have restored from its back/forward cache, a service worker that takes
 * over), so they get the larger of 2 and 5 % of their figure; the others are exact. One test more
 * is always over: tests are counted exactly.
 */
function allowedOver(counter: Counter, figure: number): number {
  return counter === "pageLoads" ? Math.max(2, Math.ceil(figure * 0.05)) : 0;
}

/**
 * Every file over one of its budgets, and every file that ran without an entry. Being under is no
 * breach: a run of part of the suite (one file, --grep, one half of CI's partition) counts less.
 */
export function findBreaches(counts: ReadonlyMap<string, Counts>, budget: SuiteBudget): Breach[] {
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([file, counted]): Breach[] => {
      const entry = budget[file];
      if (entry === undefined) return [{ kind: "missing", file, counts: counted }];
      return COUNTERS.filter((counter) => counted[counter] > entry[counter] + allowedOver(counter, entry[counter])).map((counter) => ({
        kind: "over",
        file,
        counter,
        count: counted[counter],
        budget: entry[counter],
      }));
    });
}

function describeCounts(counts: Counts): string {
  return COUNTERS.map((counter) => `${counts[counter]} ${COUNTER_NAMES[counter]}`).join(", ");
}

export function breachLine(breach: Breach): string {
  if (breach.kind === "missing") return `budget: ${breach.file}: no entry in ${BUDGET_FILE} (this run: ${describeCounts(breach.counts)})`;
  const { file, counter, count, budget } = breach;
  const allowed = allowedOver(counter, budget);
  const over = `${COUNTER_NAMES[counter]} ${count} > ${budget} (+${count - budget}`;
  return `budget: ${file}: ${over}${allowed > 0 ? `, ${allowed} allowed over` : ""})`;
}

/** Under by more than this share of the budget (and by 2 at least), a figure is worth lowering. */
const WELL_UNDER = 0.25;

/** After a full run: the figures the suite no longer needs, to be lowered (write-budget.ts). */
export function wellUnderLines(counts: ReadonlyMap<string, Counts>, budget: SuiteBudget): string[] {
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([file, counted]) => {
      const entry = budget[file];
      if (entry === undefined) return [];
      const under = COUNTERS.filter((counter) => {
        const spare = entry[counter] - counted[counter];
        return spare >= 2 && spare > entry[counter] * WELL_UNDER;
      });
      if (under.length === 0) return [];
      return [
        `budget: ${file}: well under: ${under.map((counter) => `${COUNTER_NAMES[counter]} ${counted[counter]} of ${entry[counter]}`).join(", ")}`,
      ];
    });
}
