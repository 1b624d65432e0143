import { describe, expect, it } from "vitest";
import type { Habilitation } from "../api/habilitations-schema";
import { habilitationAction, habilitationState, signInRedirectFor } from "./habilitation";

const item = (status: string, provider: "FC" | "CER"): Habilitation => ({
  idInterne: "1",
  typeStatutHabilitation: { code: status },
  typeFournisseur: { code: provider },
});

describe("habilitation states (spec point 4)", () => {
  it.each(["FC", "CER"] as const)("HA through %s is habilité, with that provider", (provider) => {
    const state = habilitationState([item("HA", provider)]);
    expect(state).toMatchObject({ kind: "habilite", provider });
    expect(habilitationAction(state)).toBe("clear-flag");
  });

  it.each(["BL", "NH", "ha", ""])("status %j is not habilité", (status) => {
    expect(habilitationState([item(status, "FC")])).toMatchObject({ kind: "non-habilite", provider: "FC" });
  });

  it("only the first item counts", () => {
    expect(habilitationState([item("BL", "CER"), item("HA", "FC")])).toMatchObject({ kind: "non-habilite", provider: "CER" });
  });

  it("an empty list flags the user as connected without habilitation", () => {
    const state = habilitationState([]);
    expect(state).toEqual({ kind: "sans-habilitation" });
    expect(habilitationAction(state)).toBe("flag-without-habilitation");
  });

  it("a missing list (no first item to read) sends the user to /login from any page but the sign-in pages", () => {
    const state = habilitationState(null);
    expect(state).toEqual({ kind: "absente" });
    expect(habilitationAction(state)).toBe("none");
    expect(signInRedirectFor(state, "/en/inscription")).toBe("/en/login");
    expect(signInRedirectFor(state, "/plan-site")).toBe("/login");
    expect(signInRedirectFor(state, "/es/login")).toBeNull();
  });
});

describe("an empty list: sent to /login from the pages only a habilité seafarer can use (spec point 4)", () => {
  const state = habilitationState([]);

  it.each([
    ["/fr/mes-infos", "/fr/login"],
    ["/univers-marin/pmr/accueil-pmr", "/login"],
    ["/en/univers-marin/pmr/aptitude-medicale", "/en/login"],
  ])("from %s to %s", (pathname, target) => {
    expect(signInRedirectFor(state, pathname)).toBe(target);
  });

  it.each([
    "/fr/login",
    "/loginAyantDroit",
    "/login-agent",
    "/fr/inscription",
    "/fr/univers-marin/demandes/rendez-vous",
    "/erreurRdvMarin",
    "/plan-site",
    "/accessibilite",
    "/fr/error/500",
    "/fr/nulle-part",
  ])("keeps %s", (pathname) => {
    expect(signInRedirectFor(state, pathname)).toBeNull();
  });

  it.each([["/fr/mes-infos"], ["/univers-marin/pmr/accueil-pmr"]])("a habilité or not habilité user keeps %s", (pathname) => {
    expect(signInRedirectFor(habilitationState([item("HA", "FC")]), pathname)).toBeNull();
    expect(signInRedirectFor(habilitationState([item("BL", "FC")]), pathname)).toBeNull();
  });
});
