import { describe, expect, it } from "vitest";
import { COUNTS_ANNOTATION, NO_COUNTS, encodeCounts } from "./counts";
import { type TestRun, countsByFile, countsOf, totalsByFile } from "./totals";

const run = (file: string, durationMs: number, pageLoads: number): TestRun => ({
  file,
  project: "e2e",
  titlePath: ["a test"],
  durationMs,
  counts: { ...NO_COUNTS, tests: 1, pageLoads },
});

describe("each file's totals", () => {
  it("sums the tests of each file, and keeps a zero line for a file that ran none", () => {
    const totals = totalsByFile(
      [run("e2e/a.spec.ts", 1000, 2), run("e2e/b.spec.ts", 500, 1), run("e2e/a.spec.ts", 250, 3)],
      ["e2e/c.spec.ts"],
    );
    expect(Object.fromEntries(totals)).toEqual({
      "e2e/a.spec.ts": { durationMs: 1250, counts: { ...NO_COUNTS, tests: 2, pageLoads: 5 } },
      "e2e/b.spec.ts": { durationMs: 500, counts: { ...NO_COUNTS, tests: 1, pageLoads: 1 } },
      "e2e/c.spec.ts": { durationMs: 0, counts: NO_COUNTS },
    });
    expect(countsByFile(totals).get("e2e/a.spec.ts")).toEqual({ ...NO_COUNTS, tests: 2, pageLoads: 5 });
  });

  it("reads a test's counts from its annotation, zero without one", () => {
    const annotation = { type: COUNTS_ANNOTATION, description: encodeCounts({ ...NO_COUNTS, fullPageAxe: 2 }, "id-1") };
    expect(countsOf([{ type: "slow" }, annotation], "id-1", "t")).toEqual({ ...NO_COUNTS, fullPageAxe: 2 });
    expect(countsOf([], "id-1", "t")).toEqual(NO_COUNTS);
    expect(() => countsOf([{ type: COUNTS_ANNOTATION }], "id-1", "e2e/a.spec.ts: t")).toThrow("e2e/a.spec.ts: t: not a set of counts");
  });

  it("leaves out the counts a beforeAll annotated, which Playwright carries to the next tests of its describe", () => {
    const first = { type: COUNTS_ANNOTATION, description: encodeCounts({ ...NO_COUNTS, pageLoads: 5 }, "first") };
    const second = { type: COUNTS_ANNOTATION, description: encodeCounts({ ...NO_COUNTS, pageLoads: 3 }, "second") };
    expect(countsOf([first, second], "second", "t")).toEqual({ ...NO_COUNTS, pageLoads: 3 });
    expect(countsOf([first], "second", "t")).toEqual(NO_COUNTS);
  });
});
