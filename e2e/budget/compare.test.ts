import { describe, expect, it } from "vitest";
import { type SuiteBudget, breachLine, findBreaches, wellUnderLines } from "./compare";
import { type Counts, NO_COUNTS } from "./counts";

const budget: SuiteBudget = {
  "e2e/session.spec.ts": {
    tests: 20,
    pageLoads: 200,
    browserSignIns: 10,
    fullPageAxe: 4,
    scopedAxe: 0,
    extraPortals: 0,
    reason: "twenty journeys",
  },
  "e2e/nginx.spec.ts": {
    tests: 4,
    pageLoads: 12,
    browserSignIns: 0,
    fullPageAxe: 0,
    scopedAxe: 0,
    extraPortals: 2,
    reason: "its own portals",
  },
};

const counts = (figures: Partial<Counts>): Counts => ({ ...NO_COUNTS, ...figures });

describe("the budget's comparison", () => {
  it("finds each counter over its figure, one breach each, and says by how much", () => {
    const breaches = findBreaches(
      new Map([
        ["e2e/session.spec.ts", counts({ tests: 21, pageLoads: 212, browserSignIns: 10, fullPageAxe: 5 })],
        ["e2e/nginx.spec.ts", counts({ tests: 4, pageLoads: 12, extraPortals: 2 })],
      ]),
      budget,
    );
    expect(breaches.map(breachLine)).toEqual([
      "budget: e2e/session.spec.ts: tests 21 > 20 (+1)",
      "budget: e2e/session.spec.ts: page loads 212 > 200 (+12, 10 allowed over)",
      "budget: e2e/session.spec.ts: full-page axe runs 5 > 4 (+1)",
    ]);
  });

  it("lets page loads, which vary from run to run, go 5 % over their figure and 2 at least; nothing else", () => {
    const within = new Map([
      ["e2e/session.spec.ts", counts({ tests: 20, pageLoads: 210, browserSignIns: 10, fullPageAxe: 4 })],
      ["e2e/nginx.spec.ts", counts({ tests: 4, pageLoads: 14, extraPortals: 2 })],
    ]);
    expect(findBreaches(within, budget)).toEqual([]);
    const past = new Map([["e2e/nginx.spec.ts", counts({ tests: 4, pageLoads: 15, extraPortals: 3 })]]);
    expect(findBreaches(past, budget).map(breachLine)).toEqual([
      "budget: e2e/nginx.spec.ts: page loads 15 > 12 (+3, 2 allowed over)",
      "budget: e2e/nginx.spec.ts: extra portals 3 > 2 (+1)",
    ]);
  });

  it("takes a file under its budget for a run of part of it, not a breach", () => {
    expect(findBreaches(new Map([["e2e/session.spec.ts", counts({ pageLoads: 3 })]]), budget)).toEqual([]);
  });

  it("fails a file that ran with no entry, even with nothing counted", () => {
    const breaches = findBreaches(
      new Map([
        ["e2e/new.spec.ts", counts({ pageLoads: 2 })],
        ["e2e/quiet.spec.ts", NO_COUNTS],
      ]),
      budget,
    );
    expect(breaches.map(breachLine)).toEqual([
      "budget: e2e/new.spec.ts: no entry in e2e/suite-budget.ts (this run: 0 tests, 2 page loads, 0 browser sign-ins, 0 full-page axe runs, 0 scoped axe runs, 0 extra portals)",
      "budget: e2e/quiet.spec.ts: no entry in e2e/suite-budget.ts (this run: 0 tests, 0 page loads, 0 browser sign-ins, 0 full-page axe runs, 0 scoped axe runs, 0 extra portals)",
    ]);
  });

  it("names the figures well under their budget, not the ones close to it", () => {
    const lines = wellUnderLines(
      new Map([
        ["e2e/session.spec.ts", counts({ tests: 20, pageLoads: 120, browserSignIns: 9, fullPageAxe: 4 })],
        ["e2e/nginx.spec.ts", counts({ tests: 4, pageLoads: 11, extraPortals: 1 })],
        ["e2e/new.spec.ts", NO_COUNTS],
      ]),
      budget,
    );
    expect(lines).toEqual(["budget: e2e/session.spec.ts: well under: page loads 120 of 200"]);
  });
});
