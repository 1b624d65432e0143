import { Trans } from "@lingui/react/macro";

export function LoginAyantDroitPage() {
  return (
    <div className="fr-container fr-my-6w">
      <h1>
        <Trans>Se connecter pour prendre un RDV médical à la place d'un marin</Trans>
      </h1>
    </div>
  );
}
