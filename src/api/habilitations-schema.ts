import { z } from "zod/mini";

/**
 * The habilitations' answer (spec point 3), apart from its query options: the page's entry judges
 * it too (src/session/judgement.ts), and must not carry the query library.
 */
const PROVIDER_CODES = ["FC", "CER"] as const;
export type ProviderCode = (typeof PROVIDER_CODES)[number];

/** HA means habilité (spec point 9). */
export const HABILITE_CODE = "HA";

export const habilitationSchema = z.object({
  idInterne: z.nullish(z.union([z.string(), z.number()])),
  typeStatutHabilitation: z.object({ code: z.string(), libelle: z.optional(z.string()) }),
  typeFournisseur: z.object({ code: z.enum(PROVIDER_CODES), libelle: z.optional(z.string()) }),
});
export type Habilitation = z.infer<typeof habilitationSchema>;

/** A list whose first item is used; an empty body (null) means that item is missing. */
export const habilitationsSchema = z.nullable(z.array(habilitationSchema));
export type Habilitations = z.infer<typeof habilitationsSchema>;
