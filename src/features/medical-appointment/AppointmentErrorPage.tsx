import Alert from "@codegouvfr/react-dsfr/Alert";
import { Trans, useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { useHydrated } from "../../ui/useHydrated";
import { appointmentErrorMessage } from "./appointment-error-state";

/**
 * The autoconnexion's erreur, received in navigation state, as plain text. History state
 * survives a reload but not the export, so it is read once hydrated.
 */
export function AppointmentErrorPage() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const state = useRouterState({ select: (s) => s.location.state });
  const message = hydrated ? appointmentErrorMessage(state) : undefined;
  return (
    <div className="fr-container fr-my-6w">
      <h1>
        <Trans>Informations sur le marin concerné par le rendez-vous médical : erreur</Trans>
      </h1>
      <Alert
        severity="error"
        as="h2"
        title={t`La prise de rendez-vous médical n'a pas pu aboutir.`}
        description={message ?? t`Le service de prise de rendez-vous médical n'a pas pu être ouvert. Veuillez réessayer plus tard.`}
      />
    </div>
  );
}
