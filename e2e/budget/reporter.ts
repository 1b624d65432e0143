import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from "@playwright/test/reporter";
import { SUITE_BUDGET } from "../suite-budget";
import { type SuiteBudget, breachLine, findBreaches, wellUnderLines } from "./compare";
import { COUNTS_FILE, COUNTS_LINE, encodeCountsFile } from "./counts-file";
import { NO_COUNTS, addCounts } from "./counts";
import { isFullRun } from "./scope";
import { fileTable, slowestTests } from "./table";
import { type TestRun, countsByFile, countsOf, totalsByFile } from "./totals";

const ONE_TEST = { ...NO_COUNTS, tests: 1 };

export interface BudgetReporterOptions {
  /** Also print the counts on one line, where the run's files go with it (the tester stack's container). */
  readonly printCounts?: boolean;
  /** Another budget than e2e/suite-budget.ts. */
  readonly budget?: SuiteBudget;
}

function describeTitles(test: TestCase): string[] {
  const titles = [test.title];
  for (let suite: Suite | undefined = test.parent; suite?.type === "describe"; suite = suite.parent) titles.unshift(suite.title);
  return titles;
}

/**
 * Sums each spec file's counts (record.ts) and checks them against the committed budget: a file
 * over one of its figures, or one with no entry, fails the run. Prints the slowest tests and each
 * file's totals on every run, and writes the counts for write-budget.ts.
 */
export default class BudgetReporter implements Reporter {
  readonly #budget: SuiteBudget;
  readonly #printCounts: boolean;
  #root = process.cwd();
  #full = false;
  readonly #filesRun = new Set<string>();
  readonly #runs: TestRun[] = [];

  constructor(options: BudgetReporterOptions = {}) {
    this.#budget = options.budget ?? SUITE_BUDGET;
    this.#printCounts = options.printCounts ?? false;
  }

  printsToStdio(): boolean {
    return true;
  }

  #fileOf(test: TestCase): string {
    return relative(this.#root, test.location.file).split(sep).join("/");
  }

  onBegin(config: FullConfig, suite: Suite): void {
    // The budget's paths are from the repository's root, where the configuration is (rootDir is its testDir).
    this.#root = config.configFile === undefined ? process.cwd() : dirname(config.configFile);
    for (const test of suite.allTests()) this.#filesRun.add(this.#fileOf(test));
    const scope = { ...config, projectsLeftOut: config.projects.length - config.filteredProjects.length };
    this.#full = isFullRun(scope, this.#filesRun, Object.keys(this.#budget));
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = this.#fileOf(test);
    // A retry or a --repeat-each repetition costs its time again, but is no part of the file's figures.
    const counted = result.retry === 0 && test.repeatEachIndex === 0;
    this.#runs.push({
      file,
      project: test.parent.project()?.name ?? "",
      titlePath: describeTitles(test),
      durationMs: result.duration,
      counts: counted ? addCounts(ONE_TEST, countsOf(result.annotations, test.id, `${file}: ${test.title}`)) : NO_COUNTS,
    });
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult["status"] } | undefined> {
    // --list, or a run stopped before its first test: nothing was counted, nothing to check or write.
    if (this.#runs.length === 0) return undefined;
    const totals = totalsByFile(this.#runs, this.#filesRun);
    const counts = countsByFile(totals);
    const breaches = findBreaches(counts, this.#budget);
    const lines = [
      "",
      ...slowestTests(this.#runs),
      ...fileTable(totals, this.#budget),
      ...(this.#full && result.status === "passed" ? wellUnderLines(counts, this.#budget) : []),
      ...breaches.map(breachLine),
    ];
    if (breaches.length > 0)
      lines.push(`budget: ${breaches.length} over budget or without an entry: the run fails (docs/testing.md, "The suite's budget")`);
    console.log(lines.join("\n"));
    const written = encodeCountsFile({ passed: result.status === "passed", full: this.#full, files: counts });
    const countsFile = join(this.#root, COUNTS_FILE);
    mkdirSync(dirname(countsFile), { recursive: true });
    writeFileSync(countsFile, `${written}\n`);
    if (this.#printCounts) console.log(`${COUNTS_LINE}${written}`);
    return breaches.length > 0 ? { status: "failed" } : undefined;
  }
}
