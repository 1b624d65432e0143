import { Trans } from "@lingui/react/macro";

export function LoginAgentPage() {
  return (
    <div className="fr-container fr-my-6w">
      <h1>
        <Trans>Se connecter à l'espace marin en tant qu'agent</Trans>
      </h1>
    </div>
  );
}
