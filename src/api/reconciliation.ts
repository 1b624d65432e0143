import { mutationOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { HttpClient } from "./http-client";
import { habilitationSchema } from "./habilitations-schema";

export const RECONCILIATION_PATH = "/api/reconciliation/manuelle";

export const reconciliationRequestSchema = z.object({ numMarin: z.string() });
export type ReconciliationRequest = z.infer<typeof reconciliationRequestSchema>;

export const reconciliationResponseSchema = z.object({
  habilitation: z.nullish(habilitationSchema),
  messageErreur: z.nullish(z.string()),
});

export function reconciliationMutationOptions(api: HttpClient) {
  return mutationOptions({
    mutationKey: ["reconciliation", "manuelle"],
    mutationFn: (request: ReconciliationRequest) =>
      api.request(RECONCILIATION_PATH, reconciliationResponseSchema, { method: "POST", body: request }),
  });
}
