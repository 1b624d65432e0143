import { Trans } from "@lingui/react/macro";

export function MyAccountPage() {
  return (
    <div className="fr-container fr-my-6w">
      <h1>
        <Trans>Mon compte</Trans>
      </h1>
    </div>
  );
}
