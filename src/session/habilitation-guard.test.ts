import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { habilitationsKey } from "../api/habilitations";
import type { Habilitations } from "../api/habilitations-schema";
import { guardHabilitatedPages } from "./habilitation-guard";

function setup(list: Habilitations | undefined) {
  const queryClient = new QueryClient();
  if (list !== undefined) queryClient.setQueryData(habilitationsKey, list);
  let listener: (pathname: string) => void = () => undefined;
  const unsubscribe = vi.fn();
  const navigate = vi.fn<(url: string) => void>();
  const stop = guardHabilitatedPages({
    queryClient,
    onPageResolved: (l) => {
      listener = l;
      return unsubscribe;
    },
    navigate,
  });
  return { reach: (pathname: string) => listener(pathname), navigate, stop, unsubscribe };
}

describe("the habilitation rule on every page reached after startup", () => {
  it("sends a user connected without habilitation from a habilité seafarer's page to /login", () => {
    const { reach, navigate } = setup([]);
    reach("/fr/inscription");
    reach("/fr/univers-marin/demandes/rendez-vous");
    expect(navigate).not.toHaveBeenCalled();
    reach("/fr/mes-infos");
    expect(navigate).toHaveBeenCalledWith("/fr/login");
  });

  it("leaves a habilité seafarer where they go", () => {
    const { reach, navigate } = setup([{ idInterne: "1", typeStatutHabilitation: { code: "HA" }, typeFournisseur: { code: "FC" } }]);
    reach("/en/mes-infos");
    reach("/en/univers-marin/pmr/accueil-pmr");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("decides nothing before the habilitations have answered", () => {
    const { reach, navigate } = setup(undefined);
    reach("/fr/mes-infos");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("hands back the router's unsubscription", () => {
    const { stop, unsubscribe } = setup([]);
    stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
