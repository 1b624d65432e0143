import { describe, expect, it } from "vitest";
import { languageMenuId } from "./language-options";

describe("languageMenuId", () => {
  it("is the selector's id followed by -menu", () => {
    expect(languageMenuId("fr-header-quick-access-item-0")).toBe("fr-header-quick-access-item-0-menu");
  });

  it("in the header's mobile copy, is the desktop menu's id followed by -mobile, as DSFR checks", () => {
    expect(languageMenuId("fr-header-quick-access-item-0-mobile")).toBe("fr-header-quick-access-item-0-menu-mobile");
  });
});
