import { describe, expect, it } from "vitest";
import type { SuiteBudget } from "./compare";
import { NO_COUNTS } from "./counts";
import { fileTable, slowestTests } from "./table";
import { type TestRun, totalsByFile } from "./totals";

const run = (file: string, title: string, durationMs: number, pageLoads = 0): TestRun => ({
  file,
  project: "e2e",
  titlePath: ["a describe", title],
  durationMs,
  counts: { ...NO_COUNTS, tests: 1, pageLoads },
});

describe("the reporter's tables", () => {
  it("lists the ten slowest tests, slowest first", () => {
    const runs = Array.from({ length: 12 }, (_, index) => run("e2e/a.spec.ts", `test ${index}`, (index + 1) * 1000));
    const lines = slowestTests(runs);
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe("budget: the 10 slowest of 12 tests:");
    expect(lines[1]).toBe("  12.0 s  e2e/a.spec.ts [e2e] a describe › test 11");
    expect(lines[10]).toBe("   3.0 s  e2e/a.spec.ts [e2e] a describe › test 2");
    expect(slowestTests([])).toEqual([]);
  });

  it("puts each file's totals beside its budget, slowest file first, then the total of what ran", () => {
    const budget: SuiteBudget = {
      "e2e/a.spec.ts": { ...NO_COUNTS, tests: 2, pageLoads: 10, reason: "r" },
      "e2e/gone.spec.ts": { ...NO_COUNTS, pageLoads: 99, reason: "r" },
    };
    const totals = totalsByFile([run("e2e/a.spec.ts", "x", 1500, 4), run("e2e/new.spec.ts", "y", 12_000, 2)]);
    expect(fileTable(totals, budget)).toEqual([
      "budget: each file's run (count/budget):",
      "  file               time  tests  page loads  sign-ins  axe runs  scoped axe  portals",
      "  e2e/new.spec.ts  12.0 s    1/-         2/-       0/-       0/-         0/-      0/-",
      "  e2e/a.spec.ts     1.5 s    1/2        4/10       0/0       0/0         0/0      0/0",
      "  total            13.5 s    2/2        6/10       0/0       0/0         0/0      0/0",
    ]);
    expect(fileTable(new Map(), budget)).toEqual([]);
  });
});
