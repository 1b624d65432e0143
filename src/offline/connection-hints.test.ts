import { describe, expect, it } from "vitest";
import { effectiveType, savesData } from "./connection-hints";

const withConnection = (connection: object | undefined) => ({ connection }) as unknown as Navigator;

describe("savesData", () => {
  it("is true when the user asks to save data, or on a 2g connection or slower", () => {
    expect(savesData(withConnection({ saveData: true, effectiveType: "4g" }))).toBe(true);
    expect(savesData(withConnection({ saveData: false, effectiveType: "2g" }))).toBe(true);
    expect(savesData(withConnection({ saveData: false, effectiveType: "slow-2g" }))).toBe(true);
  });

  it("is false on a 3g connection or faster, and where the browser tells nothing", () => {
    expect(savesData(withConnection({ saveData: false, effectiveType: "3g" }))).toBe(false);
    expect(savesData(withConnection({ saveData: false, effectiveType: "4g" }))).toBe(false);
    expect(savesData(withConnection({}))).toBe(false);
    expect(savesData(withConnection(undefined))).toBe(false);
  });
});

describe("the effective type", () => {
  it("is the connection's, or unknown where the browser has no Network Information API", () => {
    expect(effectiveType(withConnection({ saveData: false, effectiveType: "3g" }))).toBe("3g");
    expect(effectiveType(withConnection(undefined))).toBeUndefined();
  });
});
