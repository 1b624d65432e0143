import { queryOptions } from "@tanstack/react-query";
import type { HttpClient } from "./http-client";
import { type Droit, mesDroitsSchema } from "./mes-droits-schema";
import { MES_DROITS_PATH } from "./session-paths";

/** The cache's key, typed with its answer: what only reads the cache needs no client. */
export const mesDroitsKey = queryOptions<Droit[]>({ queryKey: ["mes-droits"] }).queryKey;

/** The rights only change with a sign-in or a logout, both full page loads: fetched once per page load. */
/** `sent`: the answer the page's entry already asked for, if any (features/univers-marin/early-answers.ts). */
export function mesDroitsQueryOptions(api: HttpClient, sent?: Promise<Response>) {
  return queryOptions({
    queryKey: mesDroitsKey,
    queryFn: () => api.request(MES_DROITS_PATH, mesDroitsSchema, { sent }),
    staleTime: Infinity,
  });
}
