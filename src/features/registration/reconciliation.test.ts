import { describe, expect, it } from "vitest";
import { reconciliationTarget, signInErrorHref } from "./reconciliation";

describe("the reconciliation answer", () => {
  it("with an idInterne, reloads the seafarer home under the page's language", () => {
    expect(reconciliationTarget({ habilitation: { idInterne: "M-42" } }, undefined)).toEqual({
      kind: "reload",
      href: "/univers-marin/pmr/accueil-pmr",
    });
    expect(reconciliationTarget({ habilitation: { idInterne: 42 }, messageErreur: null }, "en")).toEqual({
      kind: "reload",
      href: "/en/univers-marin/pmr/accueil-pmr",
    });
  });

  it("without one, goes to /login with the message as errorId", () => {
    expect(reconciliationTarget({ habilitation: null, messageErreur: "7" }, "es")).toEqual({ kind: "sign-in-error", errorId: "7" });
    expect(reconciliationTarget({ habilitation: { idInterne: "" }, messageErreur: "4" }, undefined)).toEqual({
      kind: "sign-in-error",
      errorId: "4",
    });
    expect(reconciliationTarget({ habilitation: { idInterne: null } }, undefined)).toEqual({ kind: "sign-in-error", errorId: "" });
  });

  it("encodes the message in the sign-in address", () => {
    expect(signInErrorHref("7", undefined)).toBe("/login?errorId=7");
    expect(signInErrorHref("a&b=<c> d", "fr")).toBe("/fr/login?errorId=a%26b%3D%3Cc%3E+d");
  });
});
