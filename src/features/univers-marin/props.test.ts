import { describe, expect, it } from "vitest";
import { isShellPath } from "./props";

describe("isShellPath", () => {
  it.each(["/univers-marin/pmr/mes-titres", "/en/mes-infos?x=1", "/"])("%s is a path of the portal", (path) => {
    expect(isShellPath(path)).toBe(true);
  });

  it.each(["//evil.example/x", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "mes-infos", "/a\nb", 42, null])(
    "%s is refused",
    (path) => {
      expect(isShellPath(path)).toBe(false);
    },
  );
});
