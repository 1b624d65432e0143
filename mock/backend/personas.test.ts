import { describe, expect, it } from "vitest";
import { autoconnexionResultSchema } from "../../src/api/autoconnexion";
import { bandeauIdentiteSchema } from "../../src/api/bandeau-identite-schema";
import { habilitationsSchema } from "../../src/api/habilitations-schema";
import { mesDroitsSchema } from "../../src/api/mes-droits-schema";
import { reconciliationResponseSchema } from "../../src/api/reconciliation";
import { judgeSession } from "../../src/session/judgement";
import { PERSONAS } from "./personas";

const byId = (id: string) => {
  const persona = PERSONAS.find((p) => p.id === id);
  if (!persona) throw new Error(`no persona ${id}`);
  return persona;
};

describe("personas", () => {
  it.each(PERSONAS.map((p) => [p.id, p] as const))("%s answers what the front's schemas accept", (_id, persona) => {
    expect(() => mesDroitsSchema.parse(persona.droits)).not.toThrow();
    expect(() => habilitationsSchema.parse(persona.habilitations)).not.toThrow();
    expect(() => bandeauIdentiteSchema.parse(persona.identite)).not.toThrow();
    expect(() => reconciliationResponseSchema.parse(persona.reconciliation)).not.toThrow();
    expect(() => autoconnexionResultSchema.parse(persona.autoconnexion)).not.toThrow();
  });

  it("ids are unique", () => {
    expect(new Set(PERSONAS.map((p) => p.id)).size).toBe(PERSONAS.length);
  });

  it("cover the states the issue asks for", () => {
    const state = (id: string) => judgeSession({ habilitations: byId(id).habilitations }).habilitation;
    expect(state("marin-fc")).toMatchObject({ kind: "habilite", provider: "FC" });
    expect(state("marin-cer")).toMatchObject({ kind: "habilite", provider: "CER" });
    expect(state("sans-habilitation")).toEqual({ kind: "sans-habilitation" });
    expect(state("bloque")).toMatchObject({ kind: "non-habilite" });
    expect(state("habilitation-absente")).toEqual({ kind: "absente" });
    expect(judgeSession({ rights: byId("agent").droits }).agent).toBe(true);
    expect(byId("sans-habilitation").reconciliation.habilitation?.idInterne).toBeTruthy();
    for (let n = 2; n <= 10; n++) expect(byId(`reconciliation-echec-${n}`).reconciliation.messageErreur).toBe(String(n));
    expect(autoconnexionResultSchema.parse(byId("ayant-droit").autoconnexion)).toMatchObject({ kind: "url" });
    expect(autoconnexionResultSchema.parse(byId("ayant-droit-erreur").autoconnexion)).toMatchObject({ kind: "erreur" });
  });
});
