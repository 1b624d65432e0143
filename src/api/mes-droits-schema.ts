import { z } from "zod/mini";

/**
 * A right (spec point 3): a permission label of the central authentication service. Kept apart
 * from its query options (mes-droits.ts): the page's entry judges the rights too
 * (src/session/judgement.ts), and must not carry the query library.
 */
const droitSchema = z.object({ libelleCerbere: z.string() });
export const mesDroitsSchema = z.array(droitSchema);
export type Droit = z.infer<typeof droitSchema>;
