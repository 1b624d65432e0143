import { describe, expect, it } from "vitest";
import { appointmentErrorMessage } from "./appointment-error-state";

describe("the message in navigation state", () => {
  it("is the text the hand-off put there", () => {
    expect(appointmentErrorMessage({ appointmentError: "Aucun marin rattaché.", key: "x" })).toBe("Aucun marin rattaché.");
  });

  it("is absent when the page was reached directly or with something else", () => {
    for (const state of [undefined, null, {}, { appointmentError: 3 }, { appointmentError: "  " }, "appointmentError"]) {
      expect(appointmentErrorMessage(state)).toBeUndefined();
    }
  });

  it("is bounded", () => {
    expect(appointmentErrorMessage({ appointmentError: "x".repeat(5000) })?.length).toBe(1001);
  });
});
