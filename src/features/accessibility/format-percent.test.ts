import { describe, expect, it } from "vitest";
import { formatPercent } from "./format-percent";

describe("formatPercent", () => {
  it("writes the declared rate the French way in French", () => {
    expect(formatPercent(80.36, "fr")).toMatch(/^80,36[\u00a0\u202f]%$/);
  });

  it("follows the language's own convention elsewhere", () => {
    expect(formatPercent(80.36, "en")).toBe("80.36%");
    expect(formatPercent(80.36, "es")).toMatch(/^80,36[\u00a0\u202f]%$/);
  });
});
