import { describe, expect, it } from "vitest";
import { fileNames, namesInComment } from "./comment-names";

describe("the names a comment gives", () => {
  it("are the quoted code and the code-like words of its prose, not its plain words, paths or addresses", () => {
    expect(namesInComment("// `LOAD_PLAN.prefetch` and `whenIdle()`: see useDsfrStart, not the shell")).toEqual([
      "LOAD_PLAN",
      "prefetch",
      "whenIdle",
      "useDsfrStart",
    ]);
    expect(namesInComment("/* UniversMarinFrame waits; READY_MARK too; boot/startUniversMarin.ts, https://x.fr/fooBar */")).toEqual([
      "UniversMarinFrame",
      "READY_MARK",
    ]);
    expect(namesInComment("// The portal's header, in French and English: a page load.")).toEqual([]);
  });
});

describe("a file's comments and code, apart", () => {
  it("reads a script with TypeScript's scanner: strings, templates and regular expressions hold no comment", () => {
    const { named, words } = fileNames(
      "a.ts",
      [
        "// mentions staleName",
        "const url = `${scheme}://${host}/path // notAComment`;",
        "const pattern = /\\/\\/ regexName/;",
        'const text = "// stringName";',
        "const half = total / 2; // halfName",
        "/** `quotedName` */",
      ].join("\n"),
    );
    expect(named).toEqual(["staleName", "halfName", "quotedName"]);
    expect(words).toContain("notAComment");
    expect(words).toContain("regexName");
    expect(words).toContain("stringName");
    expect(words).not.toContain("staleName");
  });

  it("reads any other file's lines starting with # as its comments", () => {
    const { named, words } = fileNames("run.sh", "# calls startStack\nstart_stack() { echo hi; }\n");
    expect(named).toEqual(["startStack"]);
    expect(words).toContain("start_stack");
    expect(words).not.toContain("startStack");
  });
});
