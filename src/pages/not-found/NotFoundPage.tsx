import { Trans } from "@lingui/react/macro";

export function NotFoundPage() {
  return (
    <div className="fr-container fr-my-6w">
      <h1>
        <Trans>Page non trouvée</Trans>
      </h1>
      <p className="fr-text--lead">
        <Trans>Nous n'arrivons pas à trouver la page que vous cherchiez</Trans>
      </p>
    </div>
  );
}
