import { mutationOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { HttpClient } from "./http-client";

export const EVENEMENTS_PATH = "/api/evenements";

/** A journal event (spec point 3). */
export const evenementSchema = z.object({
  description: z.string(),
  domaineApplicatif: z.int(),
  service: z.string(),
  utilisateur: z.string(),
  fonctionnalite: z.string(),
  libelleAction: z.string(),
  typeEvenement: z.int(),
});
export type Evenement = z.infer<typeof evenementSchema>;

/** The response is ignored (spec point 7). */
const evenementResponseSchema = z.unknown();

/** The journal event sent when a user cancels the manual reconciliation (spec point 7). */
export function reconciliationCancelledEvent(utilisateur: string): Evenement {
  return {
    description: "a user abandoned the manual reconciliation process",
    domaineApplicatif: 1,
    service: "ENM",
    utilisateur,
    fonctionnalite: "inscription",
    libelleAction: "login_enm_reconciliation_cancel",
    typeEvenement: 8,
  };
}

export function evenementMutationOptions(api: HttpClient) {
  return mutationOptions({
    mutationKey: ["evenements"],
    mutationFn: async (evenement: Evenement) => {
      await api.request(EVENEMENTS_PATH, evenementResponseSchema, { method: "POST", body: evenement });
    },
  });
}
