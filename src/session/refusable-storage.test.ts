// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { refusableStorage } from "./refusable-storage";

describe("a storage the browser may refuse", () => {
  it("reads and writes the real storage when it is there", () => {
    const storage = refusableStorage(() => window.localStorage);
    storage.setItem("portail-marin.essai", "1");
    expect(storage.getItem("portail-marin.essai")).toBe("1");
    storage.removeItem("portail-marin.essai");
    expect(window.localStorage.getItem("portail-marin.essai")).toBeNull();
  });

  it("finds nothing and keeps nothing, without throwing, where the browser refuses it", () => {
    const storage = refusableStorage(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(() => storage.setItem("k", "v")).not.toThrow();
    expect(storage.getItem("k")).toBeNull();
    expect(() => storage.removeItem("k")).not.toThrow();
  });
});
