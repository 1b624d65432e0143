import { Trans } from "@lingui/react/macro";

export function LoginPage() {
  return (
    <div className="fr-container fr-my-6w">
      <h1>
        <Trans>Se connecter à mon espace marin</Trans>
      </h1>
    </div>
  );
}
