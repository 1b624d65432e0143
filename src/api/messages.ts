import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isApiError } from "./errors";

/** The user-facing text of a failed call, in the user's language (catalog "error"). */
export function apiErrorMessage(error: unknown): MessageDescriptor {
  if (!isApiError(error)) return msg`Une erreur inattendue est survenue. Veuillez réessayer plus tard.`;
  switch (error.kind) {
    case "timeout":
      return msg`Le service met trop de temps à répondre. Veuillez réessayer dans quelques instants.`;
    case "network":
      return msg`Le service est injoignable. Vérifiez votre connexion puis réessayez.`;
    case "parse":
      return msg`La réponse du service est illisible. Veuillez réessayer plus tard.`;
    case "http":
      if (error.status === 403) return msg`Vous n'avez pas la permission pour cette demande.`;
      if (error.status === 401) return msg`Votre session a expiré. Veuillez vous reconnecter.`;
      // 502 and 504 come from the proxy in front, not the service: it is down or too slow.
      if (error.status === 502) return msg`Le service est momentanément injoignable. Veuillez réessayer dans quelques instants.`;
      if (error.status === 504) return msg`Le service met trop de temps à répondre. Veuillez réessayer dans quelques instants.`;
      if (error.status === 503) return msg`Le service est momentanément indisponible. Veuillez réessayer plus tard.`;
      return msg`Le service a répondu par une erreur. Veuillez réessayer plus tard.`;
  }
}
