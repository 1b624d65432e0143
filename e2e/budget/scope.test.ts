import { describe, expect, it } from "vitest";
import { type RunScope, isFullRun } from "./scope";

const whole: RunScope = { argv: ["node", "playwright", "test"], grep: /.*/, grepInvert: null, shard: null, projectsLeftOut: 0 };
const files = new Set(["e2e/a.spec.ts", "engines/b.spec.ts"]);
const budgetFiles = ["e2e/a.spec.ts", "engines/b.spec.ts"];

describe("a full run", () => {
  it("is every file with no filter", () => {
    expect(isFullRun(whole, files, budgetFiles)).toBe(true);
    expect(isFullRun({ ...whole, argv: [...whole.argv, "--workers", "2", "--reporter=list"] }, files, budgetFiles)).toBe(true);
  });

  it("is not a run of some files, a grep of the command line or the configuration, a shard or some projects", () => {
    expect(isFullRun(whole, new Set(["e2e/a.spec.ts"]), budgetFiles)).toBe(false);
    expect(isFullRun({ ...whole, argv: [...whole.argv, "-g", "sign-in"] }, files, budgetFiles)).toBe(false);
    expect(isFullRun({ ...whole, argv: [...whole.argv, "--grep-invert=slow"] }, files, budgetFiles)).toBe(false);
    expect(isFullRun({ ...whole, argv: [...whole.argv, "--last-failed"] }, files, budgetFiles)).toBe(false);
    expect(isFullRun({ ...whole, grep: /@own-stack/ }, files, budgetFiles)).toBe(false);
    expect(isFullRun({ ...whole, grepInvert: /@own-stack/ }, files, budgetFiles)).toBe(false);
    expect(isFullRun({ ...whole, shard: { current: 1, total: 2 } }, files, budgetFiles)).toBe(false);
    expect(isFullRun({ ...whole, projectsLeftOut: 2 }, files, budgetFiles)).toBe(false);
  });
});
