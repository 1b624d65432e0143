// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { refusableStorage } from "./refusable-storage";
import { STORAGE_KEYS } from "./storage-keys";
import { keepTestUserId } from "./test-user-id";

beforeEach(() => window.localStorage.clear());

describe("the test user id (spec point 4)", () => {
  it("is kept in local storage when the runtime configuration sets one", () => {
    keepTestUserId("marin-test-01", window.localStorage);
    expect(window.localStorage.getItem(STORAGE_KEYS.testUserId)).toBe("marin-test-01");
  });

  it("keeps nothing when none is configured", () => {
    keepTestUserId(undefined, window.localStorage);
    expect(window.localStorage.getItem(STORAGE_KEYS.testUserId)).toBeNull();
  });

  it("throws nothing where the browser refuses storage", () => {
    const refusing = refusableStorage(() => {
      throw new DOMException("refused", "SecurityError");
    });
    expect(() => keepTestUserId("marin-test-01", refusing)).not.toThrow();
  });
});
