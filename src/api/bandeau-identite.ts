import { queryOptions } from "@tanstack/react-query";
import { type BandeauIdentite, bandeauIdentiteSchema } from "./bandeau-identite-schema";
import type { HttpClient } from "./http-client";

export const BANDEAU_IDENTITE_PATH = "/api/bandeau-identite/UNIVERS_MARIN";

/** The cache's key, typed with its answer: what only reads the cache needs no client. */
export const bandeauIdentiteKey = queryOptions<BandeauIdentite>({ queryKey: ["bandeau-identite", "UNIVERS_MARIN"] }).queryKey;

/** Requested only once the user is habilité (spec point 4): the caller says so with `enabled`. */
export function bandeauIdentiteQueryOptions(api: HttpClient, enabled: boolean) {
  return queryOptions({
    queryKey: bandeauIdentiteKey,
    queryFn: () => api.request(BANDEAU_IDENTITE_PATH, bandeauIdentiteSchema),
    staleTime: Infinity,
    enabled,
  });
}
