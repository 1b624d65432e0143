import { describe, expect, it } from "vitest";
import { timeLeft, untilNextStep } from "./countdown";

describe("the time left as the dialog says it", () => {
  it.each([
    [120_000, { unit: "minutes", count: 2 }],
    [75_000, { unit: "minutes", count: 2 }],
    [60_001, { unit: "minutes", count: 2 }],
    [60_000, { unit: "minutes", count: 1 }],
    [45_001, { unit: "minutes", count: 1 }],
    [45_000, { unit: "seconds", count: 45 }],
    [30_000, { unit: "seconds", count: 30 }],
    [14_000, { unit: "seconds", count: 15 }],
    [0, { unit: "seconds", count: 15 }],
  ])("%d ms left reads %j", (left, expected) => {
    expect(timeLeft(left)).toEqual(expected);
  });

  it("changes at most every 15 s: the next look is at the next step before the end", () => {
    expect(untilNextStep(120_000)).toBe(15_000);
    expect(untilNextStep(100_000)).toBe(10_000);
    expect(untilNextStep(1)).toBe(1);
  });

  it("reads the same between two steps", () => {
    for (let left = 105_001; left <= 120_000; left += 1000) expect(timeLeft(left)).toEqual(timeLeft(120_000));
  });
});
