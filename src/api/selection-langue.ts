import { mutationOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import type { HttpClient } from "./http-client";

export const SELECTION_LANGUE_PATH = "/api/internationalisation/selection-langue";

const LANGUE_CODES = ["fr", "en", "es"] as const;
export const langueSchema = z.enum(LANGUE_CODES);
export type LangueCode = z.infer<typeof langueSchema>;

/** The answer is not shown (spec point 7): whatever comes back is accepted and ignored. */
const selectionLangueResponseSchema = z.unknown();

/**
 * POST with the query parameter langue and no body, when the user picks another language. The
 * language links are full page loads: keepalive lets the call finish after the page is gone.
 */
export function selectionLangueMutationOptions(api: HttpClient) {
  return mutationOptions({
    mutationKey: ["selection-langue"],
    mutationFn: async (langue: LangueCode) => {
      await api.request(SELECTION_LANGUE_PATH, selectionLangueResponseSchema, { method: "POST", query: { langue }, keepalive: true });
    },
  });
}
