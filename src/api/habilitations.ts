import { queryOptions } from "@tanstack/react-query";
import type { HttpClient } from "./http-client";
import { type Habilitations, habilitationsSchema } from "./habilitations-schema";
import { HABILITATIONS_PATH } from "./session-paths";

/** The cache's key, typed with its answer: what only reads the cache needs no client. */
export const habilitationsKey = queryOptions<Habilitations>({ queryKey: ["habilitations"] }).queryKey;

/** `sent`: the answer the page's entry already asked for, if any (features/univers-marin/early-answers.ts). */
export function habilitationsQueryOptions(api: HttpClient, sent?: Promise<Response>) {
  return queryOptions({
    queryKey: habilitationsKey,
    queryFn: () => api.request(HABILITATIONS_PATH, habilitationsSchema, { sent }),
    staleTime: Infinity,
  });
}
