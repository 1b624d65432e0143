import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FullConfig, Suite, TestCase, TestResult } from "@playwright/test/reporter";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SuiteBudget } from "./compare";
import { COUNTS_FILE, readCountsInput } from "./counts-file";
import { COUNTS_ANNOTATION, type Counts, NO_COUNTS, encodeCounts } from "./counts";
import BudgetReporter from "./reporter";

const budget: SuiteBudget = { "e2e/a.spec.ts": { ...NO_COUNTS, tests: 1, pageLoads: 3, reason: "one test, three pages" } };

let root: string;
let printed: string[];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "budget-reporter-"));
  printed = [];
  vi.spyOn(console, "log").mockImplementation((line: string) => printed.push(...line.split("\n")));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Only what the reporter reads of Playwright's objects. */
function aTest(file: string, title: string): TestCase {
  const describeBlock = { type: "describe", title: "a describe", parent: { type: "file" }, project: () => ({ name: "e2e" }) };
  return { id: title, title, location: { file: join(root, file) }, parent: describeBlock, repeatEachIndex: 0 } as unknown as TestCase;
}

function aResult(test: TestCase, counts: Counts): TestResult {
  return {
    retry: 0,
    duration: 1500,
    annotations: [{ type: COUNTS_ANNOTATION, description: encodeCounts(counts, test.id) }],
  } as unknown as TestResult;
}

function start(reporter: BudgetReporter, tests: readonly TestCase[]): void {
  const config = {
    configFile: join(root, "playwright.config.ts"),
    argv: ["node", "playwright", "test"],
    grep: /.*/,
    grepInvert: null,
    shard: null,
    projects: [{}],
    filteredProjects: [{}],
  } as unknown as FullConfig;
  reporter.onBegin(config, { allTests: () => tests } as unknown as Suite);
}

describe("the budget's reporter", () => {
  it("fails a run over budget with its breach lines, though every test passed: one test more is over", async () => {
    const reporter = new BudgetReporter({ budget });
    const tests = [aTest("e2e/a.spec.ts", "three pages"), aTest("e2e/a.spec.ts", "three more pages")];
    start(reporter, tests);
    for (const test of tests) reporter.onTestEnd(test, aResult(test, { ...NO_COUNTS, pageLoads: 3 }));
    expect(await reporter.onEnd({ status: "passed", startTime: new Date(), duration: 1500 })).toEqual({ status: "failed" });
    expect(printed).toContain("budget: e2e/a.spec.ts: tests 2 > 1 (+1)");
    expect(printed).toContain("budget: e2e/a.spec.ts: page loads 6 > 3 (+3, 2 allowed over)");
    expect(printed).toContain("  1.5 s  e2e/a.spec.ts [e2e] a describe › three pages");
  });

  it("leaves a run within budget as it is, and writes its counts, on a line too where asked", async () => {
    const reporter = new BudgetReporter({ budget, printCounts: true });
    const test = aTest("e2e/a.spec.ts", "three pages");
    start(reporter, [test]);
    reporter.onTestEnd(test, aResult(test, { ...NO_COUNTS, pageLoads: 3 }));
    expect(await reporter.onEnd({ status: "passed", startTime: new Date(), duration: 1500 })).toBeUndefined();
    const written = readCountsInput(readFileSync(join(root, COUNTS_FILE), "utf8"), "counts file");
    const logged = readCountsInput(printed.map((line) => `playwright-1  | ${line}`).join("\n"), "log");
    expect(logged).toEqual(written);
    expect(written[0]?.files.get("e2e/a.spec.ts")).toEqual({ ...NO_COUNTS, tests: 1, pageLoads: 3 });
    expect(written[0]?.full).toBe(true);
  });

  it("fails a file with no entry", async () => {
    const reporter = new BudgetReporter({ budget });
    const test = aTest("e2e/new.spec.ts", "a new test");
    start(reporter, [test]);
    reporter.onTestEnd(test, aResult(test, NO_COUNTS));
    expect(await reporter.onEnd({ status: "passed", startTime: new Date(), duration: 1500 })).toEqual({ status: "failed" });
    expect(printed.some((line) => line.startsWith("budget: e2e/new.spec.ts: no entry in e2e/suite-budget.ts"))).toBe(true);
  });

  it("says and writes nothing when no test ran (--list)", async () => {
    const reporter = new BudgetReporter({ budget });
    start(reporter, [aTest("e2e/a.spec.ts", "listed")]);
    expect(await reporter.onEnd({ status: "passed", startTime: new Date(), duration: 0 })).toBeUndefined();
    expect(printed).toEqual([]);
    expect(existsSync(join(root, COUNTS_FILE))).toBe(false);
  });
});
