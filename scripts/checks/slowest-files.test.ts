import { describe, expect, it } from "vitest";
import { fileTime, slowestFiles } from "./slowest-files.ts";

const diagnostic = { environmentSetupDuration: 400, prepareDuration: 100, collectDuration: 1500, setupDuration: 250, duration: 7750 };

describe("a file's time", () => {
  it("adds its environment, its harness, its imports and its setup files to its tests", () => {
    expect(fileTime("scripts/entrypoint.test.ts", diagnostic)).toEqual({ file: "scripts/entrypoint.test.ts", total: 10_000, tests: 7750 });
  });
});

describe("the slowest files", () => {
  const times = [
    { file: "b.test.ts", total: 2000, tests: 1000 },
    { file: "c.test.ts", total: 65_432, tests: 60_000 },
    { file: "a.test.ts", total: 2000, tests: 1500 },
    { file: "d.test.ts", total: 150, tests: 20 },
  ];

  it("are listed slowest first, ties by name, cut to the count, their seconds aligned", () => {
    expect(slowestFiles(times, 3)).toEqual([
      "Slowest test files, 3 of 4 (environment, imports and setup included):",
      "  65.4 s  c.test.ts (tests 60.0 s)",
      "   2.0 s  a.test.ts (tests 1.5 s)",
      "   2.0 s  b.test.ts (tests 1.0 s)",
    ]);
  });

  it("are every file when fewer ran than the count, and nothing when none ran", () => {
    expect(slowestFiles(times.slice(0, 2), 10)).toHaveLength(3);
    expect(slowestFiles([], 10)).toEqual([]);
  });

  it("leave the list they are given as it was", () => {
    const copy = [...times];
    slowestFiles(times, 2);
    expect(times).toEqual(copy);
  });
});
