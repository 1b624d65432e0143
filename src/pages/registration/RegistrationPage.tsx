import { Trans } from "@lingui/react/macro";

export function RegistrationPage() {
  return (
    <div className="fr-container fr-my-6w">
      <h1>
        <Trans>Finalisation de l'inscription</Trans>
      </h1>
    </div>
  );
}
