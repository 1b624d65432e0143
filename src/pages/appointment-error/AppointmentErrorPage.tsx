import { Trans } from "@lingui/react/macro";

export function AppointmentErrorPage() {
  return (
    <div className="fr-container fr-my-6w">
      <h1>
        <Trans>Informations sur le marin concerné par le rendez-vous médical : erreur</Trans>
      </h1>
    </div>
  );
}
