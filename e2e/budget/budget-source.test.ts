import { describe, expect, it } from "vitest";
import { PLACEHOLDER_REASON, renderBudget, updateBudget } from "./budget-source";
import type { SuiteBudget } from "./compare";
import { NO_COUNTS } from "./counts";

const budget: SuiteBudget = {
  "e2e/a.spec.ts": { ...NO_COUNTS, pageLoads: 10, fullPageAxe: 2, reason: "ten pages, two of them checked" },
  "e2e/kept.spec.ts": { ...NO_COUNTS, pageLoads: 4, reason: "own-stack only" },
  "e2e/gone.spec.ts": { ...NO_COUNTS, pageLoads: 1, reason: "deleted since" },
};

describe("writing the budget from a run's counts", () => {
  it("sets the figures to the counts, keeps the reasons, adds a placeholder to a new file and says what changed", () => {
    const counts = new Map([
      ["e2e/a.spec.ts", { ...NO_COUNTS, pageLoads: 12, fullPageAxe: 2 }],
      ["e2e/new.spec.ts", { ...NO_COUNTS, browserSignIns: 1, pageLoads: 3 }],
    ]);
    const updated = updateBudget(budget, counts, (file) => file !== "e2e/gone.spec.ts");
    expect(updated.budget).toEqual({
      "e2e/a.spec.ts": { ...NO_COUNTS, pageLoads: 12, fullPageAxe: 2, reason: "ten pages, two of them checked" },
      "e2e/kept.spec.ts": budget["e2e/kept.spec.ts"],
      "e2e/new.spec.ts": { ...NO_COUNTS, pageLoads: 3, browserSignIns: 1, reason: PLACEHOLDER_REASON },
    });
    expect(updated.notes).toEqual([
      "e2e/a.spec.ts: page loads 10 → 12",
      "e2e/gone.spec.ts: the file is gone, its entry removed",
      "e2e/new.spec.ts: new entry, its reason to be written",
      "not in these counts, kept as they were: e2e/kept.spec.ts",
    ]);
  });

  it("renders one entry a line, sorted, each reason as a string", () => {
    const source = renderBudget({
      "e2e/b.spec.ts": { ...NO_COUNTS, reason: 'a "quoted" reason' },
      "e2e/a.spec.ts": { ...NO_COUNTS, pageLoads: 1, reason: "r" },
    });
    expect(source).toContain(
      'export const SUITE_BUDGET: SuiteBudget = {\n  "e2e/a.spec.ts": { tests: 0, pageLoads: 1, browserSignIns: 0, fullPageAxe: 0, scopedAxe: 0, extraPortals: 0, reason: "r" },\n',
    );
    expect(source).toContain('reason: "a \\"quoted\\" reason" },\n};\n');
  });
});
