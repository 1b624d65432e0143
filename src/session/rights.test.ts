import { describe, expect, it } from "vitest";
import { AGENT_RIGHT, AGENT_SIGN_IN_RIGHT, hasRight } from "./rights";

describe("hasRight", () => {
  const rights = [{ libelleCerbere: AGENT_RIGHT }, { libelleCerbere: "EMARIN_CONSULTATION" }];
  it("is granted when a libelleCerbere equals the label", () => {
    expect(hasRight(rights, AGENT_RIGHT)).toBe(true);
  });
  it("is not granted on a partial or differently cased label, nor on an empty list", () => {
    expect(hasRight(rights, AGENT_SIGN_IN_RIGHT)).toBe(false);
    expect(hasRight(rights, "EAGENT_ADMIN")).toBe(false);
    expect(hasRight(rights, AGENT_RIGHT.toLowerCase())).toBe(false);
    expect(hasRight([], AGENT_RIGHT)).toBe(false);
  });
});
