import { Trans } from "@lingui/react/macro";

export function AccessibilityPage() {
  return (
    <div className="fr-container fr-my-6w">
      <h1>
        <Trans>Accessibilité</Trans>
      </h1>
    </div>
  );
}
