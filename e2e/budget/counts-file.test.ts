import { describe, expect, it } from "vitest";
import { COUNTS_LINE, encodeCountsFile, readCountsInput, sumRuns } from "./counts-file";
import { NO_COUNTS } from "./counts";

const host = { passed: true, full: false, files: new Map([["e2e/a.spec.ts", { ...NO_COUNTS, pageLoads: 2, extraPortals: 1 }]]) };
const stack = {
  passed: true,
  full: false,
  files: new Map([
    ["e2e/a.spec.ts", { ...NO_COUNTS, pageLoads: 5 }],
    ["e2e/b.spec.ts", { ...NO_COUNTS, fullPageAxe: 3 }],
  ]),
};

describe("the counts a run leaves", () => {
  it("reads a counts file back", () => {
    expect(readCountsInput(encodeCountsFile(host), "counts.json")).toEqual([host]);
  });

  it("finds the counts line in a saved log, after whatever prefixes it", () => {
    const log = [
      "playwright-1  | Running 430 tests",
      `playwright-1  | ${COUNTS_LINE}${encodeCountsFile(stack)}`,
      "playwright-1 exited with code 0",
    ].join("\n");
    expect(readCountsInput(log, "tester-stack.log")).toEqual([stack]);
    expect(() => readCountsInput("no counts here", "other.log")).toThrow(
      'other.log: neither a counts file nor a log with a "budget-counts" line',
    );
    expect(() => readCountsInput('{"files":{}}', "old.json")).toThrow("old.json: not a counts file");
  });

  it("sums the parts of one run file by file", () => {
    expect(Object.fromEntries(sumRuns([host, stack]))).toEqual({
      "e2e/a.spec.ts": { ...NO_COUNTS, pageLoads: 7, extraPortals: 1 },
      "e2e/b.spec.ts": { ...NO_COUNTS, fullPageAxe: 3 },
    });
  });
});
