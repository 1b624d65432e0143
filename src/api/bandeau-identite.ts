import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { apiClient } from "./client";

export const BANDEAU_IDENTITE_PATH = "/api/bandeau-identite/UNIVERS_MARIN";

export const bandeauIdentiteSchema = z.object({ nom: z.string(), prenom: z.string(), identifiant: z.string() });
export type BandeauIdentite = z.infer<typeof bandeauIdentiteSchema>;

/** Requested only once the user is habilité (spec point 4): the caller says so with `enabled`. */
export function bandeauIdentiteQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ["bandeau-identite", "UNIVERS_MARIN"],
    queryFn: () => apiClient().request(BANDEAU_IDENTITE_PATH, bandeauIdentiteSchema),
    staleTime: Infinity,
    enabled,
  });
}
