import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { HttpClient } from "./http-client";

export const BANDEAU_IDENTITE_PATH = "/api/bandeau-identite/UNIVERS_MARIN";

export const bandeauIdentiteSchema = z.object({ nom: z.string(), prenom: z.string(), identifiant: z.string() });
export type BandeauIdentite = z.infer<typeof bandeauIdentiteSchema>;

/** Requested only once the user is habilité (spec point 4): the caller says so with `enabled`. */
/** The cache's key, typed with its answer: what only reads the cache needs no client. */
export const bandeauIdentiteKey = queryOptions<BandeauIdentite>({ queryKey: ["bandeau-identite", "UNIVERS_MARIN"] }).queryKey;

export function bandeauIdentiteQueryOptions(api: HttpClient, enabled: boolean) {
  return queryOptions({
    queryKey: bandeauIdentiteKey,
    queryFn: () => api.request(BANDEAU_IDENTITE_PATH, bandeauIdentiteSchema),
    staleTime: Infinity,
    enabled,
  });
}
