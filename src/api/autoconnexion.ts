import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { HttpClient } from "./http-client";
import { parseHttpUrl } from "../config/http-url";

export const AUTOCONNEXION_PATH = "/api/demandes/rdvsantemarin/autoconnexion";

/** The wire shape (spec point 3): url, or erreur. */
export const autoconnexionSchema = z
  .object({ url: z.nullish(z.string()), erreur: z.nullish(z.string()) })
  .check(z.refine((value) => Boolean(value.url) !== Boolean(value.erreur), "exactly one of url and erreur"));

/** What the screen acts on: an http(s) address to post to, or the message to show. */
export type Autoconnexion = { readonly kind: "url"; readonly url: URL } | { readonly kind: "erreur"; readonly message: string };

export const autoconnexionResultSchema = z.pipe(
  autoconnexionSchema,
  z.transform((value: z.output<typeof autoconnexionSchema>, payload): Autoconnexion => {
    if (value.erreur) return { kind: "erreur", message: value.erreur };
    const url = parseHttpUrl(value.url ?? "");
    if (url) return { kind: "url", url };
    payload.issues.push({ code: "custom", message: "url is not an absolute http(s) address", input: value.url });
    return z.NEVER;
  }),
);

/** Each answer carries a one-time address: never cached, fetched imperatively when the user asks. */
export function autoconnexionQueryOptions(api: HttpClient) {
  return queryOptions({
    queryKey: ["autoconnexion"],
    queryFn: () => api.request(AUTOCONNEXION_PATH, autoconnexionResultSchema),
    staleTime: 0,
    gcTime: 0,
  });
}
