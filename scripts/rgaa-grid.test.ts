import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { e2eTests, missingTest, parseCsv, parseGrid, readGrid, specTests, type GridRow } from "./rgaa-grid";

/** RGAA 4.1.2's thirteen themes and how many criteria each has: 106 in all. */
const CRITERIA_PER_THEME = [9, 2, 3, 13, 8, 2, 5, 10, 4, 14, 13, 11, 12];

const grid = readGrid();
const tests = e2eTests();
const count = (verdict: string) => grid.filter((row) => row.verdict === verdict).length;

describe("the shell's RGAA audit grid (docs/rgaa-grid.csv)", () => {
  it("has the 106 criteria of RGAA 4.1.2, each once, theme by theme", () => {
    const expected = CRITERIA_PER_THEME.flatMap((total, theme) => Array.from({ length: total }, (_, index) => `${theme + 1}.${index + 1}`));
    expect(grid.map((row) => row.criterion)).toEqual(expected);
    expect(grid).toHaveLength(106);
  });

  it("gives each criterion the verdict of its pages: NC if one page is, C if one page is and none NC, NA otherwise", () => {
    const derived = (row: GridRow) => {
      const verdicts = [...row.pages.values()];
      if (verdicts.includes("NC")) return "NC";
      return verdicts.includes("C") ? "C" : "NA";
    };
    expect(grid.filter((row) => derived(row) !== row.verdict).map((row) => row.criterion)).toEqual([]);
    expect(grid.every((row) => row.pages.size === 10)).toBe(true);
  });

  it("holds every conformant criterion by an e2e test or a dated manual check, and says why a criterion does not apply", () => {
    const unheld = grid.filter(
      (row) => row.verdict === "C" && row.tests.length === 0 && !(row.manual !== "" && /^\d{4}-\d{2}-\d{2}$/.test(row.checked)),
    );
    expect(unheld.map((row) => row.criterion)).toEqual([]);
    expect(grid.filter((row) => row.checked !== "" && !/^\d{4}-\d{2}-\d{2}$/.test(row.checked)).map((row) => row.criterion)).toEqual([]);
    expect(grid.filter((row) => row.verdict === "NA" && row.manual === "").map((row) => row.criterion)).toEqual([]);
  });

  it("names only e2e tests that exist", () => {
    const missing = grid.flatMap((row) =>
      row.verdict === "C"
        ? row.tests.flatMap((reference) => missingTest(reference, tests) ?? []).map((why) => `${row.criterion}: ${why}`)
        : [],
    );
    expect(missing).toEqual([]);
  });

  it("points RGAA 13.1 (time limit) to the session's time-limit tests and the expired-session notice", () => {
    const timeLimit = grid.find((row) => row.criterion === "13.1");
    expect(timeLimit?.verdict).toBe("C");
    expect(timeLimit?.tests.some((reference) => reference.startsWith("e2e/session-time-limit.spec.ts › "))).toBe(true);
    expect(timeLimit?.tests).toContain(
      "e2e/identity-providers.spec.ts › the session's end by its time limit is told on the sign-in page, in three languages",
    );
  });

  it("has the counts docs/rgaa.md gives, and the statement claims the shell conformant only while no criterion is NC", () => {
    const doc = readFileSync("docs/rgaa.md", "utf8");
    expect(doc).toContain(`| ${count("C")} | ${count("NC")} | ${count("NA")} |`);
    const statement = readFileSync("src/features/accessibility/AccessibilityPage.tsx", "utf8");
    if (statement.includes("respecte tous les critères du RGAA 4.1")) expect(count("NC")).toBe(0);
  });
});

describe("reading the grid and the spec files", () => {
  const spec = `
    import { test } from "./fixtures";
    test.describe("outer", () => {
      for (const lang of ["fr", "en"]) {
        test(\`/\${lang}/page reads\`, async () => {});
      }
      test.describe(() => {
        test.use({ persona: "marin-fc" });
        test("inner, untitled describe", async () => {});
      });
      test.describe.serial("nested", () => {
        test("deep", async () => {});
      });
    });
    test("top level", async () => {});
    test.use({ viewport: { width: 320, height: 640 } });
  `;
  const files = new Map([["e2e/x.spec.ts", specTests(spec)]]);

  it("reads titles, templates as patterns, through untitled and nested describes", () => {
    expect(missingTest("e2e/x.spec.ts › outer › /fr/page reads", files)).toBeUndefined();
    expect(missingTest("e2e/x.spec.ts › outer › inner, untitled describe", files)).toBeUndefined();
    expect(missingTest("e2e/x.spec.ts › outer › nested › deep", files)).toBeUndefined();
    expect(missingTest("e2e/x.spec.ts › top level", files)).toBeUndefined();
  });

  it("fails a renamed test, a test under another describe, a removed file", () => {
    expect(missingTest("e2e/x.spec.ts › outer › /fr/page renders", files)).toBe('no test "outer › /fr/page renders" in e2e/x.spec.ts');
    expect(missingTest("e2e/x.spec.ts › deep", files)).toBe('no test "deep" in e2e/x.spec.ts');
    expect(missingTest("e2e/gone.spec.ts › top level", files)).toBe("no spec file e2e/gone.spec.ts");
    expect(missingTest("e2e/x.spec.ts", files)).toBe('"e2e/x.spec.ts" is not "file › title"');
  });

  it("parses quoted CSV fields with commas, quotes and line breaks", () => {
    expect(parseCsv('a,"b, ""c""\nd",e\n1,2,3\n')).toEqual([
      ["a", 'b, "c"\nd', "e"],
      ["1", "2", "3"],
    ]);
  });

  it("refuses a verdict other than C, NC or NA", () => {
    const header = "thématique,critère,intitulé,P01 /login,statut,tests e2e,vérification manuelle,date";
    expect(() => parseGrid(`${header}\n1. Images,1.1,t,X,NA,,why,\n`)).toThrow('criterion 1.1, P01 /login: "X" is not C, NC or NA');
  });
});
