import { describe, expect, it } from "vitest";
import { NO_COUNTS, addCounts, encodeCounts, isProviderSignInPage, parseCounts } from "./counts";

describe("counts", () => {
  it("adds counter by counter", () => {
    expect(
      addCounts(
        { tests: 1, pageLoads: 3, browserSignIns: 1, fullPageAxe: 2, scopedAxe: 1, extraPortals: 0 },
        { ...NO_COUNTS, tests: 2, pageLoads: 4, scopedAxe: 2, extraPortals: 1 },
      ),
    ).toEqual({
      tests: 3,
      pageLoads: 7,
      browserSignIns: 1,
      fullPageAxe: 2,
      scopedAxe: 3,
      extraPortals: 1,
    });
  });

  it("reads back what it wrote, and refuses what is not counts", () => {
    const counts = { tests: 1, pageLoads: 5, browserSignIns: 0, fullPageAxe: 1, scopedAxe: 4, extraPortals: 2 };
    expect(parseCounts(JSON.parse(encodeCounts(counts, "a test's id")), "here")).toEqual(counts);
    expect(() => parseCounts({ ...counts, fullPageAxe: -1 }, "a test")).toThrow("a test: fullPageAxe is not a count: -1");
    expect(() => parseCounts({ tests: 1, pageLoads: 1 }, "a test")).toThrow("browserSignIns is not a count");
    expect(() => parseCounts(null, "a test")).toThrow("a test: not a set of counts");
  });

  it("knows a provider's sign-in page by its path, on any origin", () => {
    expect(isProviderSignInPage("http://127.0.0.1:18083/interaction/Xy1_z")).toBe(true);
    expect(isProviderSignInPage("http://cerbere-provider:8084/interaction/abc?x=1")).toBe(true);
    expect(isProviderSignInPage("http://127.0.0.1:18083/interaction/abc/login")).toBe(false);
    expect(isProviderSignInPage("http://127.0.0.1:18080/fr/login")).toBe(false);
    expect(isProviderSignInPage("not a url")).toBe(false);
  });
});
