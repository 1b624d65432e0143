import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { useLingui } from "@lingui/react/macro";
import { apiErrorMessage } from "../api/messages";
import { useSession } from "./useSession";

/**
 * A failed session call (timeout, unreachable service, unreadable answer, refusal) as a DSFR
 * alert in the user's language. 401, 500 and 503 never get here: the client has left the page.
 */
export function SessionErrorAlert() {
  const { i18n, t } = useLingui();
  const { error } = useSession();
  if (error === null) return null;
  return <Alert severity="error" small description={i18n._(apiErrorMessage(error))} title={t`Erreur`} className="fr-my-2w" />;
}
