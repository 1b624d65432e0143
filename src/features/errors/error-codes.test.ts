import { describe, expect, it } from "vitest";
import { ERROR_KINDS, errorKindOf, parseErrorCode } from "./error-codes";

describe("parseErrorCode", () => {
  it("reads three-digit HTTP statuses", () => {
    expect(parseErrorCode("404")).toBe(404);
    expect(parseErrorCode("418")).toBe(418);
    expect(parseErrorCode("100")).toBe(100);
    expect(parseErrorCode("999")).toBe(999);
  });

  it.each(["abc", "", "-1", "40", "0400", "4000", "999999", "1e3", "40.4", " 404", "404 ", "99999999999999999999999"])(
    "refuses %j",
    (raw) => expect(parseErrorCode(raw)).toBeUndefined(),
  );
});

describe("errorKindOf", () => {
  it("keeps every code the spec lists", () => {
    for (const kind of ERROR_KINDS) expect(errorKindOf(kind)).toBe(kind);
  });

  it("gives the 400 text to other codes from 400 to 499", () => {
    expect(errorKindOf(402)).toBe(400);
    expect(errorKindOf(418)).toBe(400);
    expect(errorKindOf(499)).toBe(400);
  });

  it("gives the 500 text to every other code", () => {
    expect(errorKindOf(502)).toBe(500);
    expect(errorKindOf(399)).toBe(500);
    expect(errorKindOf(200)).toBe(500);
    expect(errorKindOf(100)).toBe(500);
    expect(errorKindOf(999)).toBe(500);
  });
});
