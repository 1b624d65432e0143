import { describe, expect, it } from "vitest";
import { createUniversMarinStatus, markLoading } from "./state";

describe("markLoading", () => {
  it("starts a load at the given time", () => {
    const status = createUniversMarinStatus();
    markLoading(status, 100);
    expect(status.get()).toEqual({ kind: "loading", since: 100 });
  });

  it("keeps the start of a load under way: loading main.js, then mounting, is one wait", () => {
    const status = createUniversMarinStatus();
    markLoading(status, 100);
    markLoading(status, 5000);
    expect(status.get()).toEqual({ kind: "loading", since: 100 });
  });

  it.each([
    ["after a failure", { kind: "failed", failure: "failed", at: 200 }],
    ["after a mount", { kind: "mounted" }],
  ] as const)("starts afresh %s", (_, previous) => {
    const status = createUniversMarinStatus();
    markLoading(status, 100);
    status.set(previous);
    markLoading(status, 5000);
    expect(status.get()).toEqual({ kind: "loading", since: 5000 });
  });
});
