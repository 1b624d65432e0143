import { describe, expect, it } from "vitest";
import type { Habilitation } from "../api/habilitations";
import { habilitationAction, habilitationState } from "./habilitation";

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

  it("a missing list (no first item to read) sends the user to /login", () => {
    const state = habilitationState(null);
    expect(state).toEqual({ kind: "absente" });
    expect(habilitationAction(state)).toBe("redirect-to-login");
  });
});
