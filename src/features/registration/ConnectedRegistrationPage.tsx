import { useApiClient } from "../../api/api-client-context";
import { useMutation } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { reconciliationCancelledEvent, evenementMutationOptions } from "../../api/evenements";
import { apiErrorMessage } from "../../api/messages";
import { reconciliationMutationOptions } from "../../api/reconciliation";
import { reconciliationTarget, signInErrorHref } from "./reconciliation";
import { useSession } from "../../session/useSession";
import { RegistrationPage } from "./RegistrationPage";
import { clearRegistrationDraft } from "./registration-draft";

/** Who cancels: not habilitated yet, so no identity banner names them. */
const UNIDENTIFIED_USER = "anonyme";

/**
 * /inscription: 'Valider l'inscription' sends the manual reconciliation and follows its answer
 * with a full page load (spec point 4); Annuler records the journal event, then logs out.
 * What is typed is kept as a draft until the service answers (registration-draft.ts): a call
 * that fails, even one that leads to an error page, loses nothing.
 */
export function ConnectedRegistrationPage() {
  const { i18n } = useLingui();
  const { lang } = useParams({ strict: false });
  const { identity, logout } = useSession();
  const api = useApiClient();
  const reconciliation = useMutation(reconciliationMutationOptions(api));
  const journal = useMutation(evenementMutationOptions(api));

  const submit = (numMarin: string) => {
    reconciliation.mutate(
      { numMarin },
      {
        onSuccess: (answer) => {
          // Answered, habilitation or refusal: the attempt is over, and a refused number is
          // not one to offer again (nor to leave behind for whoever signs in next in this tab).
          clearRegistrationDraft();
          const target = reconciliationTarget(answer, lang);
          window.location.assign(target.kind === "reload" ? target.href : signInErrorHref(target.errorId, lang));
        },
      },
    );
  };

  const cancel = () => {
    journal
      .mutateAsync(reconciliationCancelledEvent(identity?.identifiant ?? UNIDENTIFIED_USER))
      .catch((error: unknown) => console.warn("[inscription] the cancellation was not recorded; logging out anyway", error))
      .finally(logout);
  };

  return (
    <RegistrationPage
      onSubmit={submit}
      onCancel={cancel}
      busy={reconciliation.isPending || journal.isPending}
      failure={reconciliation.error ? i18n._(apiErrorMessage(reconciliation.error)) : undefined}
    />
  );
}
