// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { REGISTRATION_DRAFT_KEY, clearRegistrationDraft, readRegistrationDraft, saveRegistrationDraft } from "./registration-draft";

/** A browser that refuses storage: every access throws, as Safari's and Chrome's do when blocked. */
const refusingStorage = (): Storage => {
  throw new DOMException("The operation is insecure.", "SecurityError");
};

afterEach(() => window.sessionStorage.clear());

describe("the registration draft", () => {
  it("is empty until something is typed", () => {
    expect(readRegistrationDraft()).toBe("");
  });

  it("keeps the last value typed, in this tab's session storage only", () => {
    saveRegistrationDraft("TI1");
    saveRegistrationDraft("TI12345");
    expect(readRegistrationDraft()).toBe("TI12345");
    expect(window.sessionStorage.getItem(REGISTRATION_DRAFT_KEY)).toBe("TI12345");
    expect(window.localStorage.getItem(REGISTRATION_DRAFT_KEY)).toBeNull();
  });

  it("leaves nothing once the field is emptied or the service has answered", () => {
    saveRegistrationDraft("12345678");
    saveRegistrationDraft("");
    expect(window.sessionStorage.getItem(REGISTRATION_DRAFT_KEY)).toBeNull();

    saveRegistrationDraft("12345678");
    clearRegistrationDraft();
    expect(readRegistrationDraft()).toBe("");
    expect(window.sessionStorage.length).toBe(0);
  });

  it("never throws where the browser refuses storage: no draft, the form goes on", () => {
    expect(() => saveRegistrationDraft("12345678", refusingStorage)).not.toThrow();
    expect(readRegistrationDraft(refusingStorage)).toBe("");
    expect(() => clearRegistrationDraft(refusingStorage)).not.toThrow();
  });

  it("never throws when the storage is full", () => {
    const full = {
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException("Quota exceeded", "QuotaExceededError");
      },
    };
    expect(() => saveRegistrationDraft("12345678", () => full)).not.toThrow();
  });
});
