import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { habilitationsKey } from "../api/habilitations";
import type { Habilitations } from "../api/habilitations-schema";
import { habilitationRedirect } from "./habilitation-guard";

function cacheWith(list: Habilitations | undefined): QueryClient {
  const queryClient = new QueryClient();
  if (list !== undefined) queryClient.setQueryData(habilitationsKey, list);
  return queryClient;
}

describe("the habilitation rule on every page reached after startup", () => {
  it("sends a user connected without habilitation from a habilité seafarer's page to /login", () => {
    const queryClient = cacheWith([]);
    expect(habilitationRedirect(queryClient, "/fr/inscription")).toBeNull();
    expect(habilitationRedirect(queryClient, "/fr/univers-marin/demandes/rendez-vous")).toBeNull();
    expect(habilitationRedirect(queryClient, "/fr/mes-infos")).toBe("/fr/login");
  });

  it("leaves a habilité seafarer where they go", () => {
    const queryClient = cacheWith([{ idInterne: "1", typeStatutHabilitation: { code: "HA" }, typeFournisseur: { code: "FC" } }]);
    expect(habilitationRedirect(queryClient, "/en/mes-infos")).toBeNull();
    expect(habilitationRedirect(queryClient, "/en/univers-marin/pmr/accueil-pmr")).toBeNull();
  });

  it("decides nothing before the habilitations have answered", () => {
    expect(habilitationRedirect(cacheWith(undefined), "/fr/mes-infos")).toBeNull();
  });
});
