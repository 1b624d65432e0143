import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "./client";

export const HABILITATIONS_PATH = "/api/habilitations";

export const PROVIDER_CODES = ["FC", "CER"] as const;
export type ProviderCode = (typeof PROVIDER_CODES)[number];

/** HA means habilité (spec point 9). */
export const HABILITE_CODE = "HA";

export const habilitationSchema = z.object({
  idInterne: z.union([z.string(), z.number()]).nullish(),
  typeStatutHabilitation: z.object({ code: z.string(), libelle: z.string().optional() }),
  typeFournisseur: z.object({ code: z.enum(PROVIDER_CODES), libelle: z.string().optional() }),
});
export type Habilitation = z.infer<typeof habilitationSchema>;

/** A list whose first item is used; an empty body (null) means that item is missing. */
export const habilitationsSchema = z.array(habilitationSchema).nullable();
export type Habilitations = z.infer<typeof habilitationsSchema>;

export function habilitationsQueryOptions() {
  return queryOptions({
    queryKey: ["habilitations"],
    queryFn: () => apiClient().request(HABILITATIONS_PATH, habilitationsSchema),
    staleTime: Infinity,
  });
}
