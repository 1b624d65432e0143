import { z } from "zod/mini";

/** The identity banner (spec point 3), apart from its query options: the session's judgement reads it without the query library. */
export const bandeauIdentiteSchema = z.object({ nom: z.string(), prenom: z.string(), identifiant: z.string() });
export type BandeauIdentite = z.infer<typeof bandeauIdentiteSchema>;
