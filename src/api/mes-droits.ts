import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { apiClient } from "./client";

export const MES_DROITS_PATH = "/api/mes-droits";

/** A right (spec point 3): a permission label of the central authentication service. */
export const droitSchema = z.object({ libelleCerbere: z.string() });
export const mesDroitsSchema = z.array(droitSchema);
export type Droit = z.infer<typeof droitSchema>;

/** The rights only change with a sign-in or a logout, both full page loads: fetched once per page load. */
export function mesDroitsQueryOptions() {
  return queryOptions({
    queryKey: ["mes-droits"],
    queryFn: () => apiClient().request(MES_DROITS_PATH, mesDroitsSchema),
    staleTime: Infinity,
  });
}
